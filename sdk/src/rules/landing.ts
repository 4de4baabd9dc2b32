// Landing pages (part 2 §2.17, §2.18, §3, §7.4): the internal landing page is the CREATE_LP_DATA_INTERN answer,
// stored as a step result of the stream export_reports under `landing-page`; the hosted page is published from it
// at a public address of the app's own server. One place for the shape rule, the status steps and the links.
import type { LandingPageData } from '../ai.js';
import type { Schemas } from '../client.js';

/** The step id the internal landing page data is stored under in the stream export_reports. */
export const LANDING_PAGE_ID = 'landing-page';
/** The step result's name of the landing page (Key Results finds it by this name). */
export const LANDING_RESULT_NAME = 'landingPage';

/** Every field of the landing page JSON (part 2 §3), in the order the preview shows them. */
export const LANDING_PAGE_FIELDS = [
  'companyName',
  'heroHeadline',
  'heroDescription',
  'heroButton1',
  'geroButton2',
  'offerHeadline',
  'offeringTitle1',
  'offeringSubheadline1',
  'offeringTitle2',
  'offeringSubheadline2',
  'offeringTitle3',
  'offeringSubheadline3',
  'featuresHeadline',
  'feature1',
  'feature2',
  'feature3',
  'solutionHeadline',
  'solution1',
  'solution2',
  'solution3',
  'testimonial1',
  'testimonial1Name',
  'testimonial1Position',
  'testimonial2',
  'testimonial2Name',
  'testimonial2Position',
  'testimonial3',
  'testimonial3Name',
  'testimonial3Position',
  'bigImageSection',
  'valuePropositionHeadline',
  'serviceCard1Name',
  'serviceCard1Description',
  'serviceCard2Name',
  'serviceCard2Description',
  'serviceCard3Name',
  'serviceCard3Description',
  'finalCTAHeadline',
  'finalCTAButton',
] as const satisfies readonly (keyof LandingPageData)[];

/** The server's answer to stored landing page data that is not one. */
export const LANDING_PAGE_INVALID = 'A landing page needs every field of the landing page JSON as non-empty text.';

/** Whether a value is landing page data: every field non-empty text (the server re-checks a stored one). */
export function isLandingPageData(value: unknown): value is LandingPageData {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return LANDING_PAGE_FIELDS.every((key) => typeof record[key] === 'string' && record[key].trim().length > 0);
}

/** The status steps of the hosted landing page (part 2 §7.4). */
export const LANDING_STEP = {
  none: 0,
  creatingAccount: 2,
  accountDone: 3,
  published: 4,
  failed: -1,
} as const;
export type LandingStep = (typeof LANDING_STEP)[keyof typeof LANDING_STEP];

/** The trial the consent dialog names: our own terms, free, no automatic charges (part 2 §9). */
export const LANDING_TRIAL_DAYS = 14;

/** The path of a published hosted page (outside /api: a static HTML page, no app bundle). */
export const hostedPagePath = (pageId: string) => `/lp/${encodeURIComponent(pageId)}`;

/** The internal landing page as a page of the app (part 2 §2.1: a dialog, or a page taking pid). */
export const internalLandingPath = (roundId: string) => `/landingpage?pid=${encodeURIComponent(roundId)}`;

/** The project page link (part 2 §2.1): {app}/projectpage?pid={roundId}. */
export const projectPageLink = (appUrl: string, roundId: string) =>
  `${appUrl.replace(/\/+$/, '')}/projectpage?pid=${encodeURIComponent(roundId)}`;

/** At most this many addresses per send-link request. */
export const SHARE_MAIL_MAX = 10;

// ── testimonials: examples until the founder fills them (issue "an honest landing page") ──
//
// The AI never writes a customer's words: its three testimonials are example slots, marked as such by name and
// position, and the hosted page leaves them out. A slot counts as real only when the founder wrote it by hand
// (kind founder) or took it from one of the round's interview records (kind interview: the text must be words of
// that record's notes, which the server re-checks on every save and every view of the hosted page).

export type TestimonialSource = Schemas['TestimonialSource'];
export type TestimonialSlot = 1 | 2 | 3;
export const TESTIMONIAL_SLOTS = [1, 2, 3] as const satisfies readonly TestimonialSlot[];

/** The name and position of an example slot, in both languages (the web shows its own label next to them). */
export const EXAMPLE_TESTIMONIAL = {
  en: { name: 'Example customer', position: 'Replace with a real quote from an interview' },
  de: { name: 'Beispielkunde', position: 'Durch ein echtes Zitat aus einem Interview ersetzen' },
} as const;

/** The fields of one testimonial slot. */
export const testimonialFields = (slot: TestimonialSlot) =>
  [`testimonial${slot}`, `testimonial${slot}Name`, `testimonial${slot}Position`] as const;

/** Whether a value is a slot number (1, 2 or 3). */
export const isTestimonialSlot = (value: unknown): value is TestimonialSlot =>
  value === 1 || value === 2 || value === 3;

/** Where a slot's testimonial comes from; a missing or unknown source is an example. */
export function testimonialSourceOf(page: LandingPageData, slot: TestimonialSlot): TestimonialSource {
  const source = page.testimonialSources?.[`testimonial${slot}`];
  if (source?.kind === 'founder') return { kind: 'founder' };
  if (source?.kind === 'interview' && typeof source.interviewId === 'string' && source.interviewId) {
    return { kind: 'interview', interviewId: source.interviewId };
  }
  return { kind: 'example' };
}

/** Where a testimonial comes from, as the CLI and the landing page's PDF say it, in English and German. */
export const TESTIMONIAL_SOURCE_LABELS = {
  en: {
    example: 'example — replace with a real quote from an interview',
    founder: 'written by you',
    interview: (interviewId: string) => `from interview ${interviewId}`,
  },
  de: {
    example: 'Beispiel – durch ein echtes Zitat aus einem Interview ersetzen',
    founder: 'von dir geschrieben',
    interview: (interviewId: string) => `aus dem Interview ${interviewId}`,
  },
} as const;

/** A testimonial's source as a label in the user's language ('de' and its regional forms German, else English). */
export function testimonialSourceLabel(source: TestimonialSource, lang: string): string {
  const labels = TESTIMONIAL_SOURCE_LABELS[lang.toLowerCase().startsWith('de') ? 'de' : 'en'];
  if (source.kind === 'interview' && source.interviewId) return labels.interview(source.interviewId);
  return source.kind === 'founder' ? labels.founder : labels.example;
}

/** Whether a slot is still the AI's example (never shown on the hosted page). */
export const isExampleTestimonial = (page: LandingPageData, slot: TestimonialSlot): boolean =>
  testimonialSourceOf(page, slot).kind === 'example';

/** What fills a slot: words the founder typed, or a quote of an interview record. */
export type TestimonialFill =
  | { kind: 'founder'; text: string; name: string; position: string }
  | { kind: 'interview'; interviewId: string; text: string; name: string; position: string };

/** The page with one slot filled: its text, name and position, its source, and the founder as their author. */
export function withTestimonial(page: LandingPageData, slot: TestimonialSlot, fill: TestimonialFill): LandingPageData {
  const [text, name, position] = testimonialFields(slot);
  const source: TestimonialSource =
    fill.kind === 'interview' ? { kind: 'interview', interviewId: fill.interviewId } : { kind: 'founder' };
  return {
    ...page,
    [text]: fill.text.trim(),
    [name]: fill.name.trim(),
    [position]: fill.position.trim(),
    testimonialSources: { ...page.testimonialSources, [`testimonial${slot}`]: source },
    authors: { ...page.authors, [text]: 'founder', [name]: 'founder', [position]: 'founder' },
  };
}

/** A text as compared with interview notes: straight quotes, single spaces, no enclosing quote marks. */
export function quoteKey(text: string): string {
  return text
    .replace(/[“”„‟«»]/g, '"')
    .replace(/[‘’‚‛‹›]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .replace(/[.!?…]+$/, '')
    .trim()
    .toLowerCase();
}

/** Whether a quote is words of the notes (verbatim up to spacing, quote marks, case and a final full stop). */
export function isQuoteOf(quote: string, notes: string): boolean {
  const key = quoteKey(quote);
  return key.length > 0 && quoteKey(notes).includes(key);
}
