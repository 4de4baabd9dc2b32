// An honest landing page: the AI writes no customer's words and names no persona. Personas are made up, so a
// page that quotes one ("In Gerd's own words …", "Gerd Weber, bakery owner: …") presents fiction as customer proof
// to anyone who opens the public address. Three checks keep that out, for every provider:
// - after generation (`honestLandingPage`): the testimonials become example slots and every persona's name and the
//   "in X's own words" phrasing are taken out of the copy;
// - on save (`checkTestimonialSources`): a testimonial said to come from an interview must be words of that record
//   of the round (400 otherwise), and a founder's one must not still carry the example's name;
// - on the hosted page (`publicTestimonials`): only the founder's and interview testimonials are shown, an
//   interview quote only while its record still holds those words.
import {
  EXAMPLE_TESTIMONIAL,
  isLandingPageData,
  isQuoteOf,
  type LandingPageData,
  type Lang,
  TESTIMONIAL_SLOTS,
  type TestimonialSlot,
  testimonialFields,
  testimonialSourceOf,
} from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { invalidInput } from '../http/errors.js';
import { type InterviewRecord, listInterviewRecords } from '../interviews/repository.js';

export const TESTIMONIAL_INTERVIEW_UNKNOWN = 'A testimonial names an interview record that this round does not have.';
export const TESTIMONIAL_QUOTE_NOT_FOUND =
  'A testimonial said to come from an interview must be words of that interview record’s notes.';
export const TESTIMONIAL_EXAMPLE_NAME =
  'A testimonial of yours needs the name of the person quoted, not the example’s.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A persona as the AI makes them: a name with at least one of the fields only a persona has. */
const looksLikePersona = (o: Record<string, unknown>) =>
  typeof o.name === 'string' &&
  o.name.trim().length > 0 &&
  (typeof o.occupation === 'string' ||
    isRecord(o.demographics) ||
    typeof o.short_summary === 'string' ||
    typeof o.sinus_milieu === 'string' ||
    Array.isArray(o.pain_points));

/**
 * Every persona name in the round's results (accepted, rejected and skipped ones alike, and the persona a later
 * step names): the whole name and each part of it of three letters or more, so "Gerd" is caught as well as
 * "Gerd Weber".
 */
export function personaNamesOf(results: readonly unknown[]): string[] {
  const names = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    if (looksLikePersona(value)) {
      const full = String(value.name).trim();
      names.add(full);
      for (const part of full.split(/\s+/)) if (part.length >= 3) names.add(part);
    }
    for (const item of Object.values(value)) visit(item, depth + 1);
  };
  for (const result of results) visit(result, 0);
  // Longest first, so "Gerd Weber" is replaced before "Gerd".
  return [...names].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A persona's name as a whole word (with a German or English possessive ending), in its own capitals: a name such as
 * "Will" or "Rose" must not take the word out of a sentence.
 */
function nameRegExp(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?:['’]s|s)?(?![\\p{L}\\p{N}])`, 'gu');
}

/** "In Gerd's own words: …", "In Gerds eigenen Worten: …" and the like, up to the colon or dash after them. */
const OWN_WORDS = [
  /\b(?:in|as)\s+[^.!?:]{0,60}?\bown\s+words\b\s*[:,–—-]?\s*/giu,
  /\b(?:in|mit)\s+[^.!?:]{0,60}?\beigenen\s+Worten\b\s*[:,–—-]?\s*/giu,
];

/** What stands for a persona where the copy named one. */
const PEOPLE: Record<Lang, string> = { en: 'people like you', de: 'Menschen wie du' };

/** A text without any persona's name and without the "own words" phrasing. */
export function withoutPersonas(text: string, names: readonly string[], lang: Lang): string {
  let out = text;
  for (const pattern of OWN_WORDS) out = out.replace(pattern, '');
  for (const name of names) out = out.replace(nameRegExp(name), PEOPLE[lang]);
  out = out.replace(/\s{2,}/g, ' ').trim();
  // A sentence that now starts with the replacement or lower case after the phrase was cut keeps its capital.
  return out ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/** Whether a text names a persona or uses the "own words" phrasing. */
export function namesPersona(text: string, names: readonly string[]): boolean {
  return OWN_WORDS.some((p) => new RegExp(p.source, 'iu').test(text)) || names.some((n) => nameRegExp(n).test(text));
}

/** The example text of a slot whose AI text named a persona. */
const EXAMPLE_TEXT: Record<Lang, string> = {
  en: 'Example: what a real customer told you about the problem, in their words.',
  de: 'Beispiel: was dir eine echte Kundin oder ein echter Kunde über das Problem gesagt hat, in ihren Worten.',
};

/**
 * A generated landing page made honest (any provider): three example slots (the example's name, the founder's people
 * or the example's instruction as position, no persona in the text, source example), no persona named anywhere in the copy, and no authors: what the AI wrote
 * is the AI's, whatever the answer claims.
 */
export function honestLandingPage(
  page: LandingPageData,
  options: { lang: Lang; personaNames: readonly string[]; people?: string | null },
): LandingPageData {
  const { lang, personaNames } = options;
  // An example's position says whom a real quote should come from: the people as the founder named them, else
  // the example's own instruction.
  const people = options.people?.trim().replace(/[.!?]+$/, '');
  const position = people ? people.charAt(0).toUpperCase() + people.slice(1) : EXAMPLE_TESTIMONIAL[lang].position;
  const { testimonialSources: _sources, authors: _authors, ...copy } = page;
  const out: Record<string, unknown> = { ...copy };
  for (const [key, value] of Object.entries(copy)) {
    // The company's name is the founder's choice, even when it shares a word with a persona's name.
    if (typeof value === 'string' && key !== 'companyName') {
      out[key] = withoutPersonas(value, personaNames, lang) || value;
    }
  }
  for (const slot of TESTIMONIAL_SLOTS) {
    const [text, name, positionField] = testimonialFields(slot);
    const said = String(page[text]);
    out[text] = namesPersona(said, personaNames) ? EXAMPLE_TEXT[lang] : said.trim() || EXAMPLE_TEXT[lang];
    out[name] = EXAMPLE_TESTIMONIAL[lang].name;
    out[positionField] = position;
  }
  out.testimonialSources = Object.fromEntries(
    TESTIMONIAL_SLOTS.map((slot) => [`testimonial${slot}`, { kind: 'example' }]),
  );
  return out as LandingPageData;
}

/**
 * A stored page without any persona's name in the fields the AI wrote (those the founder wrote stay as typed), for
 * the public copy; the "own words" phrasing goes as well.
 */
export function withoutPersonaNames(page: LandingPageData, names: readonly string[], lang: Lang): LandingPageData {
  const out: Record<string, unknown> = { ...page };
  for (const [key, value] of Object.entries(page)) {
    if (typeof value !== 'string' || key === 'companyName' || page.authors?.[key] === 'founder') continue;
    out[key] = withoutPersonas(value, names, lang) || value;
  }
  return out as LandingPageData;
}

const EXAMPLE_NAMES = new Set(Object.values(EXAMPLE_TESTIMONIAL).map((e) => e.name.toLowerCase()));

/**
 * Re-checks the testimonials of a landing page the client stores (400 in the error envelope otherwise): an interview
 * source must name a record of this round whose notes hold the testimonial's words; a founder's testimonial must
 * not still carry the example's name.
 */
export async function checkTestimonialSources(db: Db, roundId: string, page: LandingPageData): Promise<void> {
  let records: InterviewRecord[] | undefined;
  for (const slot of TESTIMONIAL_SLOTS) {
    const source = testimonialSourceOf(page, slot);
    if (source.kind === 'example') continue;
    const [text, name] = testimonialFields(slot);
    if (EXAMPLE_NAMES.has(String(page[name]).trim().toLowerCase())) {
      throw invalidInput(TESTIMONIAL_EXAMPLE_NAME, 'testimonialExampleName');
    }
    if (source.kind !== 'interview') continue;
    records ??= await listInterviewRecords(db, roundId);
    const record = records.find((r) => r.id === source.interviewId);
    if (!record) throw invalidInput(TESTIMONIAL_INTERVIEW_UNKNOWN, 'testimonialInterviewUnknown');
    if (!isQuoteOf(String(page[text]), record.notes)) {
      throw invalidInput(TESTIMONIAL_QUOTE_NOT_FOUND, 'testimonialQuoteNotFound');
    }
  }
}

/** A testimonial the hosted page shows. */
export interface PublicTestimonial {
  slot: TestimonialSlot;
  text: string;
  name: string;
  position: string;
}

const INTERVIEW_CAPTION: Record<Lang, (date: string) => string> = {
  en: (date) => `Interview, ${date}`,
  de: (date) => `Interview, ${date.split('-').reverse().join('.')}`,
};

/**
 * The testimonials the public page may show: the founder's own, and interview quotes whose record still holds those
 * words (a deleted record or edited notes take the quote off the page); examples never. An interview quote is
 * captioned with the person's role and the date of the conversation.
 */
export async function publicTestimonials(
  db: Db,
  roundId: string,
  page: LandingPageData,
  lang: Lang,
): Promise<PublicTestimonial[]> {
  const shown: PublicTestimonial[] = [];
  let records: InterviewRecord[] | undefined;
  for (const slot of TESTIMONIAL_SLOTS) {
    const source = testimonialSourceOf(page, slot);
    if (source.kind === 'example') continue;
    const [text, name, position] = testimonialFields(slot);
    const words = String(page[text]).trim();
    if (!words || EXAMPLE_NAMES.has(String(page[name]).trim().toLowerCase())) continue;
    if (source.kind === 'founder') {
      shown.push({ slot, text: words, name: String(page[name]).trim(), position: String(page[position]).trim() });
      continue;
    }
    records ??= await listInterviewRecords(db, roundId);
    const record = records.find((r) => r.id === source.interviewId);
    if (!record || !isQuoteOf(words, record.notes)) continue;
    shown.push({ slot, text: words, name: record.role, position: INTERVIEW_CAPTION[lang](record.heldOn) });
  }
  return shown;
}

/** The prompt whose answers are landing pages. */
export const LANDING_PROMPT_ID = 'CREATE_LP_DATA_INTERN';

/**
 * The AI service's last word on a validated answer of the landing page prompt (any provider): made honest with the
 * persona names of the round's results in the prompt's context.
 */
export function honestLandingAnswer(
  output: unknown,
  context: { lang: Lang; stepResults: readonly { result: unknown }[]; idea?: { frame?: { people?: string | null } } },
): unknown {
  if (!isLandingPageData(output)) return output;
  return honestLandingPage(output, {
    lang: context.lang,
    personaNames: personaNamesOf(context.stepResults.map((r) => r.result)),
    people: context.idea?.frame?.people ?? null,
  });
}
