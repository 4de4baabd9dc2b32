// The founder's idea as tokens with their place in the text, so every slot the reader fills is a span of the
// founder's own words. English words carry compromise's tags; German words are classed by capitalisation and the
// closed word classes (nlp.ts reads German the same way). Segments are the parts between commas, colons, dashes,
// brackets and full stops: the units a one-liner lists its details in.

import { lexicon } from '../banks.js';
import nlp from '../compromise.js';
import type { Lang } from '../types.js';

export type TokenKind = 'word' | 'number' | 'money' | 'percent' | 'punct';

export interface FrameToken {
  text: string;
  lower: string;
  start: number;
  end: number;
  kind: TokenKind;
  /** compromise's tags (English), e.g. Noun, Plural, Actor, Place, ProperNoun, Verb, Adjective. */
  tags: ReadonlySet<string>;
  /** Index of the segment the token is in. */
  segment: number;
  /** The first word of a sentence (its capital says nothing). */
  initial: boolean;
}

export interface Segment {
  index: number;
  /** Token indexes [from, to). */
  from: number;
  to: number;
  /** The punctuation that opened it ('' for the first). */
  opener: string;
}

export interface FrameText {
  text: string;
  lang: Lang;
  tokens: FrameToken[];
  segments: Segment[];
  /** The whole text is in lower case (sloppy typing): capitals say nothing. */
  lowerCase: boolean;
}

const TOKEN =
  /[£$€]\s?\d+(?:[.,]\d+)*(?:\s?[kK])?|\d+(?:[.,]\d+)*\s?(?:%|€|£|\$)|\d+(?:[.,]\d+)*(?:st|nd|rd|th|pm|am|h|km|kg|€)?|[\p{L}][\p{L}\p{M}\p{N}]*(?:[-'’.][\p{L}\p{M}\p{N}]+)*['’]?|\S/gu;

/** Punctuation that ends a segment. A hyphen does only with spaces around it ("Plantly - a …"). */
const SEGMENT_BREAK = /^[,;:()[\]!?–—…|•]$/;

const EN_CLOSED = new Set([
  ...lexicon.determiners.en,
  ...lexicon.prepositions.en,
  ...lexicon.possessives.en,
  ...lexicon.pronouns.en,
]);

export function tokenize(text: string, lang: Lang): FrameText {
  const tokens: FrameToken[] = [];
  const segments: Segment[] = [];
  let segment = 0;
  let opener = '';
  let from = 0;
  let sentenceStart = true;
  const close = (punct: string) => {
    if (tokens.length > from) segments.push({ index: segment, from, to: tokens.length, opener });
    else if (segments.length === 0 && tokens.length === 0) opener = '';
    segment = segments.length;
    from = tokens.length;
    opener = punct;
  };
  let lastEnd = 0;
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const start = m.index ?? 0;
    const end = start + raw.length;
    // A new line ends a sentence: the Basic Idea's sections come one a line.
    if (/\n/.test(text.slice(lastEnd, start))) {
      close('\n');
      sentenceStart = true;
    }
    lastEnd = end;
    const prev = text[start - 1] ?? ' ';
    const next = text[end] ?? ' ';
    if (SEGMENT_BREAK.test(raw) || (/^[-–]$/.test(raw) && /\s/.test(prev) && /\s/.test(next))) {
      close(raw);
      continue;
    }
    // The stop of an abbreviation in a sentence that goes on ("£180 a month incl. 3 mornings", "8,50 € inkl.
    // Fahrdienst") in text that writes its capitals: no sentence ends there.
    const abbreviated =
      raw === '.' &&
      /^\p{L}{2,5}$/u.test(tokens.at(-1)?.text ?? '') &&
      tokens.at(-1)?.end === start &&
      /^\s+(?:\d|\p{Ll})/u.test(text.slice(end)) &&
      /\p{Lu}/u.test(text);
    if (abbreviated) continue;
    if (raw === '.' || raw === '!' || raw === '?') {
      close(raw);
      sentenceStart = true;
      continue;
    }
    if (raw === '"' || raw === '“' || raw === '”' || raw === '„' || raw === '«' || raw === '»') continue;
    const kind: TokenKind = /^[£$€]/.test(raw)
      ? 'money'
      : /\d\s?%$/.test(raw)
        ? 'percent'
        : /\d\s?[€£$]$/.test(raw)
          ? 'money'
          : /^\d/.test(raw)
            ? 'number'
            : /[\p{L}]/u.test(raw)
              ? 'word'
              : 'punct';
    const token: FrameToken = {
      text: raw.replace(/[.]$/, ''),
      lower: raw.replace(/[.]$/, '').toLowerCase(),
      start,
      end: raw.endsWith('.') ? end - 1 : end,
      kind,
      tags: new Set(),
      segment: segments.length,
      initial: sentenceStart && kind === 'word',
    };
    // "etc." or a sentence that ends on an abbreviation: the full stop closes the segment.
    tokens.push(token);
    if (kind === 'word') sentenceStart = false;
    if (raw.endsWith('.') && raw.length > 1 && /^\p{L}+\.$/u.test(raw)) {
      close('.');
      sentenceStart = true;
    }
  }
  close('');
  const lowerCase = !/\p{Lu}/u.test(text);
  if (lang === 'en') tagEnglish(text, tokens);
  return { text, lang, tokens, segments, lowerCase };
}

/** compromise's tags for each token that starts where one of its terms starts. */
function tagEnglish(text: string, tokens: FrameToken[]): void {
  const byStart = new Map(tokens.map((t) => [t.start, t]));
  const doc = nlp(text);
  const json = doc.json({ offset: true, terms: { offset: true } }) as Array<{
    terms: Array<{ tags: string[]; offset: { start: number } }>;
  }>;
  for (const sentence of json) {
    for (const term of sentence.terms) {
      const token = byStart.get(term.offset.start);
      if (token) token.tags = new Set(term.tags);
    }
  }
}

export const isWord = (t: FrameToken | undefined): t is FrameToken => !!t && t.kind === 'word';

/** A word that opens no content: an article, a preposition, a pronoun (English lexicon classes). */
export function isClosedEnglish(t: FrameToken): boolean {
  return EN_CLOSED.has(t.lower);
}

/** The text of tokens [from, to) as the founder wrote it. */
export function spanText(ft: FrameText, from: number, to: number): string {
  // Emoji and stray marks at the ends are no words of the span.
  while (to > from && ft.tokens[to - 1]!.kind === 'punct') to--;
  while (from < to && ft.tokens[from]!.kind === 'punct') from++;
  if (to <= from) return '';
  return ft.text.slice(ft.tokens[from]!.start, ft.tokens[to - 1]!.end).trim();
}

/** The tokens of a segment. */
export const segmentTokens = (ft: FrameText, s: Segment) => ft.tokens.slice(s.from, s.to);
