// `idea-studio landing generate|open|publish|signups <roundId>`: a round's landing page from the terminal with the
// SDK's landing flow, the one the web uses. The internal page is generated from the idea, the persona and the core
// problem and stored with the round; publishing copies it to a public address of the app's own server, whose
// e-mail form collects sign-ups for the round's owner.
import {
  ApiError,
  createLandingAccount,
  generateLandingPage,
  isExampleTestimonial,
  isTestimonialSlot,
  LANDING_TRIAL_DAYS,
  type LandingPageData,
  listInterviews,
  listLandingSignups,
  loadInternalLandingPage,
  publishLandingPage,
  setTestimonial,
  testimonialSourceOf,
} from '@idea-studio/sdk';
import ora from 'ora';
import type { Context } from '../context.js';
import { print } from '../output.js';
import { session } from '../session.js';

const THREE = [1, 2, 3] as const;

/** The labels of the page's navigation, as the preview and the published page show them. */
export const LANDING_NAV_LABELS = ['Home', 'About', 'Services', 'Contact'] as const;

/** The trial note of the consent dialog: the page is hosted on our own terms. */
export const LANDING_TRIAL_NOTE = `The page is free for ${LANDING_TRIAL_DAYS} days, with no automatic charges.`;

/** The label of an example slot: the AI's placeholder, never shown on the published page. */
export const EXAMPLE_SLOT_LABEL = 'example — replace with a real quote from an interview';

/** One testimonial slot: an example marked as such, or the quote with where it comes from. */
function testimonialLine(d: LandingPageData, n: 1 | 2 | 3): string {
  const quote = `"${d[`testimonial${n}`]}" — ${d[`testimonial${n}Name`]}, ${d[`testimonial${n}Position`]}`;
  if (isExampleTestimonial(d, n)) return `  ${n}. [${EXAMPLE_SLOT_LABEL}] ${d[`testimonial${n}`]}`;
  const source = testimonialSourceOf(d, n);
  return `  ${n}. ${quote}  (${source.kind === 'interview' ? `from interview ${source.interviewId}` : 'written by you'})`;
}

/** Every section of the page in the order the page shows them. */
export function landingLines(d: LandingPageData): string[] {
  return [
    `${d.companyName}  (${LANDING_NAV_LABELS.join(' · ')})`,
    'Hero',
    `  ${d.heroHeadline}`,
    `  ${d.heroDescription}`,
    `  [${d.heroButton1}]  [${d.geroButton2}]`,
    `Offers: ${d.offerHeadline}`,
    ...THREE.map((n) => `  - ${d[`offeringTitle${n}`]}: ${d[`offeringSubheadline${n}`]}`),
    `Features: ${d.featuresHeadline}`,
    ...THREE.map((n) => `  - ${d[`feature${n}`]}`),
    `Solution: ${d.solutionHeadline}`,
    ...THREE.map((n) => `  ${n}. ${d[`solution${n}`]}`),
    'Testimonials (only yours and interview quotes appear on the published page)',
    ...THREE.map((n) => testimonialLine(d, n)),
    'Big image',
    `  ${d.bigImageSection}`,
    `Services: ${d.valuePropositionHeadline}`,
    ...THREE.map((n) => `  - ${d[`serviceCard${n}Name`]}: ${d[`serviceCard${n}Description`]}`),
    'Final call to action',
    `  ${d.finalCTAHeadline}`,
    `  [${d.finalCTAButton}]`,
  ];
}

/** The server's "no landing page yet" with the command that makes one. */
function withGenerateHint(error: unknown, roundId: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const none = error.code === 'noLandingPage' || (error.status === 404 && /no landing page/i.test(error.text));
  if (!none) return error;
  const hint = `Generate it with: idea-studio landing generate ${roundId}`;
  return new ApiError(error.status, error.headline, `${error.text}\n${hint}`, error.code, error.body);
}

export async function landingGenerate(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const spinner = ctx.json ? undefined : ora({ stream: process.stderr }).start('Landing page: the AI writes it…');
  let page: LandingPageData;
  try {
    page = await generateLandingPage(client, roundId);
  } finally {
    spinner?.stop();
  }
  print(ctx, page, () => [
    `Landing page of ${page.companyName} generated and stored:`,
    `  ${page.heroHeadline}`,
    `  ${page.heroDescription}`,
    `  Offers: ${page.offerHeadline}`,
    `  Features: ${page.featuresHeadline}`,
    `  Solution: ${page.solutionHeadline}`,
    `  Call to action: ${page.finalCTAHeadline} [${page.finalCTAButton}]`,
    `Every section: idea-studio landing open ${roundId}`,
  ]);
  return page;
}

export async function landingOpen(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const page = await loadInternalLandingPage(client, roundId).catch((error: unknown) => {
    throw withGenerateHint(error, roundId);
  });
  print(ctx, page, () => landingLines(page));
  return page;
}

export interface PublishOptions {
  email?: string;
  firstname?: string;
}

/** Creates the publishing account (the logged-in user's address and first name by default) and publishes. */
export async function landingPublish(ctx: Context, roundId: string, options: PublishOptions) {
  const { client, user } = await session(ctx);
  const email = options.email?.trim() || user.email;
  const firstname = options.firstname?.trim() || user.prename?.trim();
  if (!firstname) {
    throw new Error(
      'The landing page account needs a first name: use --firstname <name>, or set yours with idea-studio profile set --prename <name>.',
    );
  }
  try {
    await createLandingAccount(client, { roundId, email, firstname });
    const published = await publishLandingPage(client, roundId);
    const result = { roundId, link: published.link, step: published.step, email, trialDays: LANDING_TRIAL_DAYS };
    print(ctx, result, () => [
      `Published: ${published.link}`,
      `  ${LANDING_TRIAL_NOTE}`,
      `  Sign-ups go to you (${email}): idea-studio landing signups ${roundId}`,
    ]);
    return result;
  } catch (error) {
    throw withGenerateHint(error, roundId);
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
  const slot = Number(slotArg);
  if (!isTestimonialSlot(slot)) throw new Error('The testimonial slot is 1, 2 or 3.');
  const client = await ctx.client();
  let page: LandingPageData;
  if (options.interview) {
    if (options.text) throw new Error('Use either --text (your own) or --interview (a quote of a record), not both.');
    const n = options.quote === undefined ? 1 : Number(options.quote);
    if (!Number.isInteger(n) || n < 1) throw new Error('--quote is the number of a quote of the record: 1, 2, …');
    const { interviews } = await listInterviews(client, roundId);
    const record = interviews.find((r) => r.id === options.interview);
    if (!record) {
      throw new Error(`This round has no interview record ${options.interview}: idea-studio interview ls ${roundId}`);
    }
    const quote = record.analysis.quotes[n - 1];
    if (!quote) {
      throw new Error(
        `Interview ${record.id} has ${record.analysis.quotes.length} quote(s); --quote ${n} is not one of them.`,
      );
    }
    page = await setTestimonial(client, roundId, slot, { interviewId: record.id, quote });
  } else {
    const text = options.text?.trim();
    const name = options.name?.trim();
    const position = options.position?.trim();
    if (!text || !name || !position) {
      throw new Error(
        'A testimonial needs --text, --name and --position (the words of a real person), or --interview <id>.',
      );
    }
    page = await setTestimonial(client, roundId, slot, { text, name, position });
  }
  print(ctx, page, () => [`Testimonial ${slot} stored:`, testimonialLine(page, slot)]);
  return page;
}

export async function landingSignups(ctx: Context, roundId: string) {
  const client = await ctx.client();
  const list = await listLandingSignups(client, roundId);
  const count = list.signups.length;
  print(ctx, { ...list, count }, () => [
    list.link ? `Published: ${list.link}` : `Not published yet: idea-studio landing publish ${roundId}`,
    `  ${list.views} view${list.views === 1 ? '' : 's'}, ${count} sign-up${count === 1 ? '' : 's'}`,
    ...list.signups.map((s) => `  ${s.email}  ${s.createdAt}`),
  ]);
  return list;
}
