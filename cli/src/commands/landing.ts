// `idea-studio landing generate|open|publish|signups <roundId>`: a round's landing page from the terminal with the
// SDK's landing flow, the one the web uses. The internal page is generated from the idea, the persona and the core
// problem and stored with the round; publishing copies it to a public address of the app's own server, whose
// e-mail form collects sign-ups for the round's owner.
import {
  ApiError,
  createLandingAccount,
  generateLandingPage,
  isTestimonialSlot,
  LANDING_TRIAL_DAYS,
  type LandingPageData,
  listInterviews,
  listLandingSignups,
  loadInternalLandingPage,
  publishLandingPage,
  setTestimonial,
  TESTIMONIAL_SOURCE_LABELS,
  testimonialSourceLabel,
  testimonialSourceOf,
} from '@idea-studio/sdk';
import ora from 'ora';
import type { Context } from '../context.js';
import { type Lang, langOf, userLang } from '../lang.js';
import { print } from '../output.js';
import { session } from '../session.js';

const THREE = [1, 2, 3] as const;

/** The command's words in both languages (the page's own copy is written in the user's language by the server). */
export const LANDING_LABELS = {
  en: {
    nav: ['Home', 'About', 'Services', 'Contact'],
    trialNote: (days: number) => `The page is free for ${days} days, with no automatic charges.`,
    hero: 'Hero',
    offers: 'Offers',
    features: 'Features',
    solution: 'Solution',
    testimonials: 'Testimonials (only yours and interview quotes appear on the published page)',
    bigImage: 'Big image',
    services: 'Services',
    finalCta: 'Final call to action',
    callToAction: 'Call to action',
    writing: 'Landing page: the AI writes it…',
    generated: (company: string) => `Landing page of ${company} generated and stored:`,
    everySection: (roundId: string) => `Every section: idea-studio landing open ${roundId}`,
    generateHint: (roundId: string) => `Generate it with: idea-studio landing generate ${roundId}`,
    published: (link: string) => `Published: ${link}`,
    signupsGo: (email: string, roundId: string) =>
      `Sign-ups go to you (${email}): idea-studio landing signups ${roundId}`,
    notPublished: (roundId: string) => `Not published yet: idea-studio landing publish ${roundId}`,
    counts: (views: number, signups: number) =>
      `${views} view${views === 1 ? '' : 's'}, ${signups} sign-up${signups === 1 ? '' : 's'}`,
    stored: (slot: number) => `Testimonial ${slot} stored:`,
    needsFirstname:
      'The landing page account needs a first name: use --firstname <name>, or set yours with idea-studio profile set --prename <name>.',
    slot: 'The testimonial slot is 1, 2 or 3.',
    textOrInterview: 'Use either --text (your own) or --interview (a quote of a record), not both.',
    quoteNumber: '--quote is the number of a quote of the record: 1, 2, …',
    noRecord: (id: string, roundId: string) =>
      `This round has no interview record ${id}: idea-studio interview ls ${roundId}`,
    noQuote: (id: string, count: number, n: number) =>
      `Interview ${id} has ${count} quote(s); --quote ${n} is not one of them.`,
    needsWords: 'A testimonial needs --text, --name and --position (the words of a real person), or --interview <id>.',
  },
  de: {
    nav: ['Start', 'Über uns', 'Leistungen', 'Kontakt'],
    trialNote: (days: number) => `Die Seite ist ${days} Tage lang kostenlos, ohne automatische Kosten.`,
    hero: 'Hero',
    offers: 'Angebote',
    features: 'Funktionen',
    solution: 'Lösung',
    testimonials:
      'Kundenstimmen (auf der veröffentlichten Seite erscheinen nur deine eigenen und Zitate aus Interviews)',
    bigImage: 'Großes Bild',
    services: 'Leistungen',
    finalCta: 'Abschluss-Aufruf',
    callToAction: 'Aufruf',
    writing: 'Landingpage: Die KI schreibt sie…',
    generated: (company: string) => `Landingpage von ${company} erstellt und gespeichert:`,
    everySection: (roundId: string) => `Alle Abschnitte: idea-studio landing open ${roundId}`,
    generateHint: (roundId: string) => `Erstelle sie mit: idea-studio landing generate ${roundId}`,
    published: (link: string) => `Veröffentlicht: ${link}`,
    signupsGo: (email: string, roundId: string) =>
      `Anmeldungen gehen an dich (${email}): idea-studio landing signups ${roundId}`,
    notPublished: (roundId: string) => `Noch nicht veröffentlicht: idea-studio landing publish ${roundId}`,
    counts: (views: number, signups: number) =>
      `${views} ${views === 1 ? 'Aufruf' : 'Aufrufe'}, ${signups} ${signups === 1 ? 'Anmeldung' : 'Anmeldungen'}`,
    stored: (slot: number) => `Kundenstimme ${slot} gespeichert:`,
    needsFirstname:
      'Das Konto der Landingpage braucht einen Vornamen: Nutze --firstname <Name> oder setze deinen mit idea-studio profile set --prename <Name>.',
    slot: 'Der Platz einer Kundenstimme ist 1, 2 oder 3.',
    textOrInterview:
      'Nutze entweder --text (deine eigenen Worte) oder --interview (ein Zitat eines Interviews), nicht beides.',
    quoteNumber: '--quote ist die Nummer eines Zitats des Interviews: 1, 2, …',
    noRecord: (id: string, roundId: string) =>
      `Diese Runde hat kein Interview ${id}: idea-studio interview ls ${roundId}`,
    noQuote: (id: string, count: number, n: number) =>
      `Das Interview ${id} hat ${count} ${count === 1 ? 'Zitat' : 'Zitate'}; --quote ${n} gehört nicht dazu.`,
    needsWords:
      'Eine Kundenstimme braucht --text, --name und --position (die Worte eines echten Menschen) oder --interview <id>.',
  },
} as const satisfies Record<Lang, unknown>;

/** The labels of the page's navigation, as the preview and the published page show them. */
export const LANDING_NAV_LABELS = LANDING_LABELS.en.nav;

/** The trial note of the consent dialog: the page is hosted on our own terms. */
export const LANDING_TRIAL_NOTE = LANDING_LABELS.en.trialNote(LANDING_TRIAL_DAYS);

/** The label of an example slot: the AI's placeholder, never shown on the published page. */
export const EXAMPLE_SLOT_LABEL = TESTIMONIAL_SOURCE_LABELS.en.example;

/** One testimonial slot: an example marked as such, or the quote with where it comes from. */
function testimonialLine(d: LandingPageData, n: 1 | 2 | 3, lang: Lang = 'en'): string {
  const source = testimonialSourceOf(d, n);
  const label = testimonialSourceLabel(source, lang);
  if (source.kind === 'example') return `  ${n}. [${label}] ${d[`testimonial${n}`]}`;
  const quote = `"${d[`testimonial${n}`]}" — ${d[`testimonial${n}Name`]}, ${d[`testimonial${n}Position`]}`;
  return `  ${n}. ${quote}  (${label})`;
}

/** Every section of the page in the order the page shows them. */
export function landingLines(d: LandingPageData, lang: Lang = 'en'): string[] {
  const t = LANDING_LABELS[lang];
  return [
    `${d.companyName}  (${t.nav.join(' · ')})`,
    t.hero,
    `  ${d.heroHeadline}`,
    `  ${d.heroDescription}`,
    `  [${d.heroButton1}]  [${d.geroButton2}]`,
    `${t.offers}: ${d.offerHeadline}`,
    ...THREE.map((n) => `  - ${d[`offeringTitle${n}`]}: ${d[`offeringSubheadline${n}`]}`),
    `${t.features}: ${d.featuresHeadline}`,
    ...THREE.map((n) => `  - ${d[`feature${n}`]}`),
    `${t.solution}: ${d.solutionHeadline}`,
    ...THREE.map((n) => `  ${n}. ${d[`solution${n}`]}`),
    t.testimonials,
    ...THREE.map((n) => testimonialLine(d, n, lang)),
    t.bigImage,
    `  ${d.bigImageSection}`,
    `${t.services}: ${d.valuePropositionHeadline}`,
    ...THREE.map((n) => `  - ${d[`serviceCard${n}Name`]}: ${d[`serviceCard${n}Description`]}`),
    t.finalCta,
    `  ${d.finalCTAHeadline}`,
    `  [${d.finalCTAButton}]`,
  ];
}

/** The server's "no landing page yet" with the command that makes one. */
function withGenerateHint(error: unknown, roundId: string, lang: Lang = 'en'): unknown {
  if (!(error instanceof ApiError)) return error;
  const none = error.code === 'noLandingPage' || (error.status === 404 && /no landing page/i.test(error.text));
  if (!none) return error;
  const hint = LANDING_LABELS[lang].generateHint(roundId);
  return new ApiError(error.status, error.headline, `${error.text}\n${hint}`, error.code, error.body);
}

export async function landingGenerate(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const t = LANDING_LABELS[await userLang(ctx)];
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr }).start(t.writing);
  let page: LandingPageData;
  try {
    page = await generateLandingPage(client, roundId);
  } finally {
    spinner?.stop();
  }
  print(ctx, page, () => [
    t.generated(page.companyName),
    `  ${page.heroHeadline}`,
    `  ${page.heroDescription}`,
    `  ${t.offers}: ${page.offerHeadline}`,
    `  ${t.features}: ${page.featuresHeadline}`,
    `  ${t.solution}: ${page.solutionHeadline}`,
    `  ${t.callToAction}: ${page.finalCTAHeadline} [${page.finalCTAButton}]`,
    t.everySection(roundId),
  ]);
  return page;
}

export async function landingOpen(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const lang = await userLang(ctx);
  const page = await loadInternalLandingPage(client, roundId).catch((error: unknown) => {
    throw withGenerateHint(error, roundId, lang);
  });
  print(ctx, page, () => landingLines(page, lang));
  return page;
}

export interface PublishOptions {
  email?: string;
  firstname?: string;
}

/** Creates the publishing account (the logged-in user's address and first name by default) and publishes. */
export async function landingPublish(ctx: Context, roundId: string, options: PublishOptions) {
  const { client, user } = await session(ctx);
  const lang = ctx.json ? 'en' : langOf(user);
  const t = LANDING_LABELS[lang];
  const email = options.email?.trim() || user.email;
  const firstname = options.firstname?.trim() || user.prename?.trim();
  if (!firstname) throw new Error(t.needsFirstname);
  try {
    await createLandingAccount(client, { roundId, email, firstname });
    const published = await publishLandingPage(client, roundId);
    const result = { roundId, link: published.link, step: published.step, email, trialDays: LANDING_TRIAL_DAYS };
    print(ctx, result, () => [
      t.published(published.link),
      `  ${t.trialNote(LANDING_TRIAL_DAYS)}`,
      `  ${t.signupsGo(email, roundId)}`,
    ]);
    return result;
  } catch (error) {
    throw withGenerateHint(error, roundId, lang);
  }
}

export interface TestimonialOptions {
  text?: string;
  name?: string;
  position?: string;
  interview?: string;
  /** Which quote of the interview record (1 = its first); default 1. */
  quote?: string;
}

/**
 * `landing testimonial <roundId> <1|2|3>`: fills a slot by hand (--text, --name, --position) or with a quote of an
 * interview record (--interview <id> [--quote <n>], the n-th quote the assistant took from its notes).
 */
export async function landingTestimonial(ctx: Context, roundId: string, slotArg: string, options: TestimonialOptions) {
  const lang = await userLang(ctx);
  const t = LANDING_LABELS[lang];
  const slot = Number(slotArg);
  if (!isTestimonialSlot(slot)) throw new Error(t.slot);
  const client = await ctx.client();
  let page: LandingPageData;
  if (options.interview) {
    if (options.text) throw new Error(t.textOrInterview);
    const n = options.quote === undefined ? 1 : Number(options.quote);
    if (!Number.isInteger(n) || n < 1) throw new Error(t.quoteNumber);
    const { interviews } = await listInterviews(client, roundId);
    const record = interviews.find((r) => r.id === options.interview);
    if (!record) throw new Error(t.noRecord(options.interview, roundId));
    const quote = record.analysis.quotes[n - 1];
    if (!quote) throw new Error(t.noQuote(record.id, record.analysis.quotes.length, n));
    page = await setTestimonial(client, roundId, slot, { interviewId: record.id, quote });
  } else {
    const text = options.text?.trim();
    const name = options.name?.trim();
    const position = options.position?.trim();
    if (!text || !name || !position) throw new Error(t.needsWords);
    page = await setTestimonial(client, roundId, slot, { text, name, position });
  }
  print(ctx, page, () => [t.stored(slot), testimonialLine(page, slot, lang)]);
  return page;
}

export async function landingSignups(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const t = LANDING_LABELS[await userLang(ctx)];
  const list = await listLandingSignups(client, roundId);
  const count = list.signups.length;
  print(ctx, { ...list, count }, () => [
    list.link ? t.published(list.link) : t.notPublished(roundId),
    `  ${t.counts(list.views, count)}`,
    ...list.signups.map((s) => `  ${s.email}  ${s.createdAt}`),
  ]);
  return list;
}
