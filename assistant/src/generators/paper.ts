// Papers: an extractive summary of an uploaded document (title line, author line, the most representative
// sentences by term frequency) and product ideas derived from a paper's key terms from different angles.
import type { ExtractedPaper, ProductIdea } from '@idea-studio/sdk';
import { paperBank, segments } from '../banks.js';
import { UnusableInputError } from '../errors.js';
import { collectStrings, matchSegments, parseJson } from '../facts.js';
import type { Rng } from '../random.js';
import {
  capitalize,
  clipWords,
  contentWords,
  detectLang,
  endSentence,
  keyPhrases,
  lowerFirst,
  normalizeSpace,
  quote,
  render,
  sentences,
  stripTerminal,
  titleCase,
  words,
} from '../text.js';
import type { Lang } from '../types.js';
import { isPaperWord, paperTerms } from './paper-terms.js';

const META_LINE =
  /^(arxiv|doi|vol\.|volume|pp\.|page \d|seite \d|preprint|proceedings|journal\b|copyright|©|issn|isbn|received|accepted|published|https?:|www\.)|\b(vol\.|no\.|pp\.)\s*\d|\(\d{4}\)/i;
const NAME_PARTICLES = new Set([
  'von',
  'van',
  'de',
  'der',
  'den',
  'da',
  'di',
  'du',
  'le',
  'la',
  'del',
  'dos',
  'zu',
  'ten',
  'ter',
  'bin',
  'al',
]);

function documentText(input: string): string {
  const parsed = parseJson(input);
  if (typeof parsed === 'string') return parsed;
  if (parsed && typeof parsed === 'object') return collectStrings(parsed, 2000).join('\n\n');
  return input;
}

function letterRatio(text: string): number {
  const compact = text.replace(/\s/g, '');
  if (!compact) return 0;
  return (compact.match(/\p{L}/gu)?.length ?? 0) / compact.length;
}

function headingKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/^[\d.\sivx]+(?=\p{L})/u, '')
    .replace(/[:.\s]+$/, '')
    .trim();
}

function isHeading(line: string, lang: Lang): boolean {
  return paperBank[lang].headings.includes(headingKey(line));
}

function isReferenceHeading(line: string, lang: Lang): boolean {
  return paperBank[lang].referenceHeadings.includes(headingKey(line));
}

function stripMarks(text: string): string {
  return normalizeSpace(text.replace(/[\d*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰]+(?=[\s,;&]|$)/gu, '').replace(/\s+,/g, ','));
}

/** "Anna Schmidt, Jonas Weber and Li Wei" — capitalised names separated by commas, and, und, &. */
function looksLikeNames(line: string): boolean {
  const cleaned = stripMarks(line);
  if (!cleaned || /[.!?]$/.test(cleaned.replace(/\b\p{Lu}\.$/u, '')) || cleaned.length > 160) return false;
  const people = cleaned.split(/\s*(?:,|;|&|\band\b|\bund\b)\s*/).filter(Boolean);
  if (people.length === 0 || people.length > 12) return false;
  return people.every((person) => {
    const parts = person.split(/\s+/);
    if (parts.length < 2 || parts.length > 4) return false;
    return parts.every((p) => NAME_PARTICLES.has(p) || /^\p{Lu}[\p{L}'’-]*\.?$/u.test(p));
  });
}

function authorPrefix(line: string, lang: Lang): string | undefined {
  for (const prefix of paperBank[lang].authorPrefixes) {
    const m = line.match(new RegExp(`^${prefix}\\s*:?\\s+(.+)$`, 'i'));
    if (m && /\p{Lu}/u.test(m[1]!)) return stripMarks(m[1]!);
  }
  return undefined;
}

function isAffiliation(line: string, lang: Lang): boolean {
  const lower = line.toLowerCase();
  return paperBank[lang].affiliationCues.some((cue) => lower.includes(cue));
}

function isTitleLike(line: string, lang: Lang): boolean {
  const count = words(line).length;
  if (count === 0 || count > 22 || line.length > 200) return false;
  if (count === 1 && !(line.length >= 6 && /^\p{Lu}/u.test(line))) return false;
  if (/[.;,]$/.test(line) || /@|https?:|www\./i.test(line) || META_LINE.test(line)) return false;
  if (isHeading(line, lang) || isReferenceHeading(line, lang) || letterRatio(line) < 0.6) return false;
  if (looksLikeNames(line) || authorPrefix(line, lang) || isAffiliation(line, lang)) return false;
  return true;
}

/** Paragraphs of a document: hyphenated line breaks joined, wrapped lines merged, blank lines kept. */
function paragraphs(lines: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const next = lines[i + 1]?.trim() ?? '';
    // A section heading ("2 Related Work", or a short line between sentences) ends a paragraph and is dropped.
    const heading =
      /^\d+(\.\d+)*\.?\s+\p{Lu}[^.!?]{0,80}$/u.test(line) ||
      (words(line).length <= 6 &&
        !/[.!?:]$/.test(line) &&
        (!current || /[.!?]$/.test(current)) &&
        !/^\p{Ll}/u.test(next));
    if (!line || heading) {
      if (current) out.push(current);
      current = '';
      continue;
    }
    if (current.endsWith('-') && /^\p{Ll}/u.test(line)) current = current.slice(0, -1) + line;
    else current = current ? `${current} ${line}` : line;
  }
  if (current) out.push(current);
  return out.map(normalizeSpace);
}

const KEY_OPENERS =
  /^(we (propose|present|show|introduce|find|found|demonstrate)|this (paper|study|article|work|thesis)|in this (paper|study|article|work)|our results|the results|results show|wir (zeigen|stellen|präsentieren|schlagen)|diese (arbeit|studie)|in dieser (arbeit|studie)|die ergebnisse)/i;

/** Fewer words than this are a heading or a file name, not a document to summarise (a scan without text layer). */
const MIN_DOCUMENT_WORDS = 12;

/**
 * SUMMARIZE_DOCUMENT_UPLOAD: title, author and the most representative sentences of the document's own text. A
 * document without usable text (a scanned PDF sends a title at most) is refused, never summarised from nothing:
 * the service answers 'AI response failed' and the dialog says 'Summary failed'.
 */
export function summarizeDocument(input: string, contextLang: Lang): ExtractedPaper {
  const text = documentText(input).replace(/\r/g, '');
  const readable = words(text).filter((word) => /\p{L}{2,}/u.test(word));
  if (readable.length < MIN_DOCUMENT_WORDS || letterRatio(text) < 0.5) {
    throw new UnusableInputError('The document has no readable text.');
  }
  const lang = detectLang(text) ?? contextLang;
  const lines = text.split('\n').map((l) => normalizeSpace(l));

  // Title: the first title-like line near the top (joined with its continuation line).
  let titleIndex = -1;
  let title = '';
  let seen = 0;
  for (let i = 0; i < lines.length && seen < 25; i++) {
    if (!lines[i]) continue;
    seen++;
    if (isTitleLike(lines[i]!, lang)) {
      titleIndex = i;
      title = lines[i]!;
      // A title broken over two lines: the next line continues it when it starts lower-case, when this line ends
      // in a joining word, or when a long line is followed by one more title-like line and then the header block.
      const next = lines[i + 1] ?? '';
      const after = lines[i + 2] ?? '';
      const continues =
        /^\p{Ll}/u.test(next) ||
        /\b(of|and|for|the|a|an|in|on|with|to|für|und|der|die|das|von|zur|zum|im|mit)$/i.test(title) ||
        (title.length > 35 &&
          (!after || looksLikeNames(after) || !!authorPrefix(after, lang) || isAffiliation(after, lang)));
      if (next && isTitleLike(next, lang) && continues) {
        title = `${title} ${next}`;
        titleIndex = i + 1;
      }
      break;
    }
  }

  // Author: a "by …" line, a line of names, or an affiliation, shortly after the title (or anywhere near the top).
  let author = '';
  let authorIndex = -1;
  const from = Math.max(0, titleIndex + 1);
  for (let i = from; i < Math.min(lines.length, from + 8); i++) {
    const line = lines[i]!;
    if (!line) continue;
    const prefixed = authorPrefix(line, lang);
    if (prefixed) {
      author = prefixed;
      authorIndex = i;
      break;
    }
    if (looksLikeNames(line)) {
      author = stripMarks(line);
      authorIndex = i;
      break;
    }
    if (!author && isAffiliation(line, lang) && words(line).length <= 20) {
      author = stripMarks(line);
      authorIndex = i;
    }
  }

  // Body: everything after the header lines, up to the references.
  const start = Math.max(titleIndex, authorIndex) + 1;
  let end = lines.length;
  for (let i = start; i < lines.length; i++) {
    if (isReferenceHeading(lines[i]!, lang)) {
      end = i;
      break;
    }
  }
  const body = lines
    .slice(start, end)
    .filter((l) => (!isHeading(l, lang) && !isAffiliation(l, lang)) || words(l).length > 20);
  const candidates = paragraphs(body)
    .flatMap((p) => sentences(p))
    .filter((s) => {
      const n = words(s).length;
      return (
        n >= 8 &&
        n <= 60 &&
        letterRatio(s) >= 0.6 &&
        !/https?:|www\.|@/.test(s) &&
        !/^(fig|figure|abb|table|tab)\.?\s*\d/i.test(s)
      );
    });

  if (!title) title = clipWords(stripTerminal(candidates[0] ?? sentences(text)[0] ?? text), 12).replace(/ …$/, '');

  let summary: string;
  if (candidates.length === 0) {
    summary = clipWords(normalizeSpace(lines.slice(start).join(' ')) || title, 60);
  } else {
    summary = pickSentences(candidates).join(' ');
  }
  return { title: stripTerminal(title), author, summary };
}

/** The 3–5 most representative sentences (term frequency), in document order. */
function pickSentences(candidates: string[]): string[] {
  const tf = new Map<string, number>();
  for (const s of candidates) for (const w of contentWords(s)) tf.set(w, (tf.get(w) ?? 0) + 1);
  const scored = candidates.map((sentence, index) => {
    const unique = [...new Set(contentWords(sentence))];
    const sum = unique.reduce((acc, w) => acc + (tf.get(w) ?? 0), 0);
    let score = unique.length ? (sum / unique.length) * Math.log(1 + unique.length) : 0;
    if (index < Math.max(2, candidates.length * 0.15)) score *= 1.2;
    if (KEY_OPENERS.test(sentence)) score *= 1.3;
    if (/\d\s*(%|percent|per cent|prozent)/i.test(sentence)) score *= 1.2;
    return { sentence, index, score };
  });
  const count = Math.min(candidates.length, Math.max(3, Math.min(5, Math.ceil(candidates.length / 2.5))));
  const chosen: typeof scored = [];
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (chosen.length >= count) break;
    // Skip near-duplicates (same content words as a chosen sentence).
    const cw = new Set(contentWords(candidate.sentence));
    const duplicate = chosen.some((c) => {
      const other = contentWords(c.sentence);
      const shared = other.filter((w) => cw.has(w)).length;
      return shared / Math.max(1, Math.min(cw.size, other.length)) > 0.8;
    });
    if (!duplicate) chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.sentence);
}

/** A term from a Title Case title, as written mid-sentence: "Soil Moisture Sensing" → "soil moisture sensing". */
function midSentence(term: string, paperLang: Lang): string {
  if (paperLang === 'de') return term;
  return term
    .split(' ')
    .map((w) => (/\p{Lu}/u.test(w.replace(/(^|-)\p{Lu}/gu, '')) ? w : w.toLowerCase()))
    .join(' ');
}

export type GeneratedIdea = ProductIdea;

function paperFrom(input: string): ExtractedPaper {
  const parsed = parseJson(input);
  const value = typeof parsed === 'string' ? (parseJson(parsed) ?? parsed) : parsed;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const title = typeof o.title === 'string' ? o.title : '';
    const summary = typeof o.summary === 'string' ? o.summary : collectStrings(o).join(' ');
    return {
      title: normalizeSpace(title),
      author: typeof o.author === 'string' ? o.author : '',
      summary: normalizeSpace(summary),
    };
  }
  const text = typeof value === 'string' ? value : input;
  return {
    title: stripTerminal(clipWords(sentences(text)[0] ?? text, 14).replace(/ …$/, '')),
    author: '',
    summary: normalizeSpace(text),
  };
}

/**
 * The field groups of a paper, in the answer's language: the paper's words are matched against the fields of its
 * own language, and the same field (the banks keep both languages in the same order) names the groups.
 */
function fieldGroups(paper: ExtractedPaper, paperLang: Lang, lang: Lang, rng: Rng): string[] {
  const words = contentWords(`${paper.title} ${paper.summary}`).filter((word) => !isPaperWord(word));
  const fields = matchSegments(words, paperLang);
  return fields.flatMap((field, i) => {
    const groups = segments[lang][segments[paperLang].indexOf(field)]?.groups ?? [];
    return i === 0 ? rng.shuffle(groups) : groups.slice(0, 1);
  });
}

/**
 * GENERATE_PRODUCT_IDEAS: 3–5 ideas from the paper's key terms, each from a different application angle, written
 * in the answer language (the profile's: a paper never decides it). The paper's terms go in as noun phrases only;
 * the paper's own group of people only when the paper is in the answer language.
 */
export function productIdeas(input: string, lang: Lang, rng: Rng): GeneratedIdea[] {
  const paper = paperFrom(input);
  if (!/\p{L}/u.test(paper.title + paper.summary))
    throw new UnusableInputError('The paper has no readable title or summary.');
  const paperLang = detectLang(`${paper.title}. ${paper.summary}`) ?? lang;
  const terms = paperTerms(paper.title, paper.summary, paperLang, lang);
  if (terms.length === 0) terms.push(stripTerminal(clipWords(paper.title, 4).replace(/ …$/, '')));

  const bank = paperBank[lang];
  // The paper's own group ("smallholder vegetable farms") first, then the early adopters of its field.
  const ownGroups =
    paperLang === lang
      ? keyPhrases(
          [
            { text: paper.title, weight: 3 },
            { text: paper.summary, weight: 1 },
          ],
          lang,
          14,
        )
          .filter((p) => p.group && p.words.length > 1)
          .slice(0, 1)
          .map((p) => midSentence(p.text, paperLang))
      : [];
  const fields = fieldGroups(paper, paperLang, lang, rng);
  const groups = [...ownGroups, ...(fields.length ? fields : bank.defaultUsers)]
    .map((g) => lowerFirst(g, lang))
    .filter((g, i, all) => all.findIndex((x) => x.toLowerCase() === g.toLowerCase()) === i);
  const count = rng.int(3, 5);
  const angles = rng.sample(bank.angles, count);
  const paperTitle = quote(clipWords(paper.title, 14), lang);
  return angles.map((angle, i) => {
    const term = terms[i % Math.min(terms.length, 3)]!;
    const users = groups[i % groups.length]!;
    const vars = { term, users, paperTitle };
    const title = render(angle.title, vars);
    return {
      ideaTitle: lang === 'en' ? titleCase(title) : capitalize(title),
      ideaAbstract: render(angle.abstract, vars),
      problemStatement: endSentence(render(angle.problem, vars)),
      targetUsers: capitalize(render(angle.users, vars)),
      solutionMechanism: endSentence(render(angle.mechanism, vars)),
    };
  });
}
