// Where a claim comes from (DESIGN: every AI-produced item carries its origin): the short label the web shows next
// to a pin, a report statement or a canvas entry, and the list of sources the PDFs end with. One wording for the
// browser, the CLI and the server's PDFs, in English and German.
//
// Who wrote a text (DESIGN: authorship is recorded where text is written) decides whether it may say "entered by
// you": only a text whose author is `founder`. A claim of origin `user` without a founder author is the AI's (an
// autofilled answer a mentor pinned is AI-inferred, not the founder's claim), and a text without an author counts as
// the AI's: a label that can lie is worse than none.
import type { AiOrigin } from '../ai.js';
import type { Lang, Schemas } from '../client.js';

export type EvidenceLang = Lang;
export type Author = Schemas['Author'];

export interface Evidence {
  origin?: AiOrigin | null;
  /** The file name of a document or the URL of a web page. */
  source?: string | null;
  /** Who wrote the text; absent: not the founder. Only needed where the origin may be `user`. */
  author?: Author | null;
}

/**
 * Who reads a label: the round's own founder ("entered by you"), or a teammate looking through it, for whom "you"
 * would name the wrong person.
 */
export type LabelReader = 'founder' | 'teammate';

const LABELS: Readonly<Record<LabelReader, Record<EvidenceLang, Readonly<Record<AiOrigin, string>>>>> = {
  founder: {
    en: { user: 'entered by you', ai: 'AI-generated', document: 'from your document', web: 'from the web' },
    de: { user: 'von dir eingegeben', ai: 'KI-generiert', document: 'aus deinem Dokument', web: 'aus dem Web' },
  },
  teammate: {
    en: {
      user: 'entered by your teammate',
      ai: 'AI-generated',
      document: "from your teammate's document",
      web: 'from the web',
    },
    de: {
      user: 'von deinem Teammitglied eingegeben',
      ai: 'KI-generiert',
      document: 'aus dem Dokument deines Teammitglieds',
      web: 'aus dem Web',
    },
  },
};

const AUTHOR_LABELS: Readonly<Record<LabelReader, Record<EvidenceLang, Readonly<Record<Author, string>>>>> = {
  founder: {
    en: {
      founder: 'entered by you',
      'ai-accepted': 'AI-generated, accepted by you',
      ai: 'AI-generated, filled automatically',
    },
    de: {
      founder: 'von dir eingegeben',
      'ai-accepted': 'KI-generiert, von dir übernommen',
      ai: 'KI-generiert, automatisch ausgefüllt',
    },
  },
  teammate: {
    en: {
      founder: 'entered by your teammate',
      'ai-accepted': 'AI-generated, accepted by your teammate',
      ai: 'AI-generated, filled automatically',
    },
    de: {
      founder: 'von deinem Teammitglied eingegeben',
      'ai-accepted': 'KI-generiert, von deinem Teammitglied übernommen',
      ai: 'KI-generiert, automatisch ausgefüllt',
    },
  },
};

/** The author of a text as kept; anything but a known author (older data, a missing field) is the AI's. */
export function authorOf(value: unknown): Author {
  return value === 'founder' || value === 'ai-accepted' || value === 'ai' ? value : 'ai';
}

/** Whether a text is the founder's own: typed or edited by the founder. */
export const isFounderAuthored = (value: unknown): boolean => authorOf(value) === 'founder';

/**
 * The item with who wrote it: how a step records the author of a text it keeps, e.g. `withAuthor(entry, 'ai')` for
 * what Autofill filled in, `withAuthor(pin, 'founder')` for a pin typed by hand. The server settles it on save: it
 * never keeps `founder` for a text the AI generated for the round.
 */
export const withAuthor = <T extends object>(item: T, author: Author): T & { author: Author } => ({ ...item, author });

/**
 * The author of a text the founder has just typed into a field that held `before` (see authorAfterChange in
 * rules/authoring.ts): the founder's unless the words are still those of the text it replaced.
 */
export function typedByFounder(before: { text: string; author?: unknown } | undefined, text: string): Author {
  if (before && before.text.trim() !== '' && before.text.trim() === text.trim()) return authorOf(before.author);
  return 'founder';
}

/**
 * The label of who wrote a text: "entered by you" only for the founder (for a teammate reading: "entered by your
 * teammate"); else AI-generated, accepted or not.
 */
export function authorLabel(author: unknown, lang: EvidenceLang = 'en', reader: LabelReader = 'founder'): string {
  return AUTHOR_LABELS[reader][lang][authorOf(author)];
}

/** The origin a claim really has: `user` only when the founder wrote it, else the AI's. */
export function checkedEvidenceOrigin(evidence: Evidence): AiOrigin {
  const origin = evidence.origin ?? 'ai';
  if (origin === 'user' && 'author' in evidence && !isFounderAuthored(evidence.author)) return 'ai';
  return origin;
}

/**
 * The origin as a label; a document or web claim names its file or page ("from the web: https://…"). A claim of
 * origin `user` says "entered by you" only when its author is the founder.
 */
export function evidenceLabel(evidence: Evidence, lang: EvidenceLang = 'en', reader: LabelReader = 'founder'): string {
  const origin = checkedEvidenceOrigin(evidence);
  if (origin === 'ai' && evidence.author) return authorLabel(evidence.author, lang, reader);
  const label = LABELS[reader][lang][origin];
  const cited = (origin === 'document' || origin === 'web') && evidence.source?.trim();
  return cited ? `${label}: ${evidence.source!.trim()}` : label;
}

/** The documents and pages a list of claims cites, each once, in the order first cited. */
export function citedSources(items: readonly Evidence[]): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const source = item.source?.trim();
    if ((item.origin === 'document' || item.origin === 'web') && source) seen.add(source);
  }
  return [...seen];
}
