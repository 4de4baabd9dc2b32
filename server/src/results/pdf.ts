import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  authorLabel,
  type BusinessModelCanvas,
  CANVAS_BLOCKS,
  type CanvasBlockKey,
  canvasAttribution,
  canvasBlockLabel,
  citedSources,
  evidenceLabel,
  isCanvas,
  isRecord,
  isReport,
  isTestimonialSlot,
  type LandingPageData,
  type Lang,
  type Report,
  type ReportPoint,
  resultFieldLabel,
  testimonialSourceLabel,
  testimonialSourceOf,
} from '@idea-studio/sdk';
import type PDFKitDocument from 'pdfkit';
import { PDF_SECTIONS } from '../steps/pdf/index.js';
import { type EmpathyMapData, QUADRANTS } from '../steps/pdf/insight-mapping.js';
import { woffToSfnt } from './woff.js';

// The step types' own layouts live with the step types (steps/pdf/); they are re-exported for the tests and callers.
export { expertChatResultForPdf, isExpertChatResult } from '../steps/pdf/expert-chat.js';
export { feedbackCardForPdf, isFeedbackCard } from '../steps/pdf/feedback-card.js';
export { type EmpathyMapData, isEmpathyMap } from '../steps/pdf/insight-mapping.js';
export { isShadowingResult, shadowingResultForPdf } from '../steps/pdf/problem-shadowing.js';
export { isTinderResult, tinderResultForPdf } from '../steps/pdf/user-tinder.js';

/**
 * Renders a step's result data as a readable PDF (spec part 2 §7.2): the title, the step name, the date, then
 * every part of the data laid out as a document, not as JSON — object keys become headings in the user's language
 * (the SDK's `resultFieldLabel`, which the web's result preview uses too), strings paragraphs, arrays bullet lists
 * (objects in a list numbered sub-sections), nested objects sub-sections, numbers and booleans text. Pages break
 * as the text needs; each page carries the title and its number. A step result with a layout of its own is
 * recognised by its shape (the step types' layouts in steps/pdf/, tried in the contract's order of the step types),
 * e.g. User Insight Mapping's empathy map, laid out as four quadrants under the persona's name and occupation.
 *
 * Text is set in Noto Sans, embedded from `@fontsource/noto-sans` (no download at run time). Fontsource splits
 * the font by Unicode subset; each piece of text is set with the subset that holds its characters, so German,
 * the wider Latin alphabets, Greek and Cyrillic, and typographic quotes, dashes and the euro sign all print.
 */

/** More pages than any step result needs; a longer document is refused rather than tying up the server. */
export const MAX_PDF_PAGES = 300;

export class PdfTooLongError extends Error {
  constructor() {
    super(`The result needs more than ${MAX_PDF_PAGES} pages.`);
    this.name = 'PdfTooLongError';
  }
}

export interface ResultPdfInput {
  title: string;
  stepName: string;
  date: Date;
  lang: Lang;
  data: unknown;
}

// ── fonts ──

const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
type Subset = (typeof SUBSETS)[number];
type Weight = 400 | 700;

interface FontSet {
  files: Map<string, Buffer>;
  ranges: Array<{ subset: Subset; ranges: Array<[number, number]> }>;
}

/** "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]] */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

let fontSet: FontSet | undefined;

function loadFonts(): FontSet {
  if (fontSet) return fontSet;
  const require = createRequire(import.meta.url);
  const unicodeFile = require.resolve('@fontsource/noto-sans/unicode.json');
  const unicode = JSON.parse(readFileSync(unicodeFile, 'utf8')) as Record<string, string>;
  const files = new Map<string, Buffer>();
  for (const subset of SUBSETS) {
    for (const weight of [400, 700] as const) {
      files.set(
        fontName(subset, weight),
        woffToSfnt(readFileSync(join(dirname(unicodeFile), 'files', `noto-sans-${subset}-${weight}-normal.woff`))),
      );
    }
  }
  fontSet = {
    files,
    ranges: SUBSETS.map((subset) => ({ subset, ranges: parseUnicodeRange(unicode[subset] ?? '') })),
  };
  return fontSet;
}

function fontName(subset: Subset, weight: Weight): string {
  return `noto-${subset}-${weight}`;
}

function subsetOf(codePoint: number, fonts: FontSet): Subset {
  for (const { subset, ranges } of fonts.ranges) {
    if (ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  }
  // No subset has it: Latin draws its placeholder glyph, the text itself stays in the PDF.
  return 'latin';
}

// Line breaks, Basic Latin, Latin-1 and general punctuation (control characters are gone by now): the Latin
// subset sets all of it, no need to look at each character.
const PLAIN_LATIN = /^[\n\u0020-\u00ff\u2000-\u206f\u20ac]*$/;

/** Splits text into runs that one font subset can set. */
export function fontRuns(text: string, fonts: FontSet = loadFonts()): Array<{ subset: Subset; text: string }> {
  if (PLAIN_LATIN.test(text)) return text ? [{ subset: 'latin', text }] : [];
  const runs: Array<{ subset: Subset; text: string }> = [];
  for (const char of text) {
    const subset = subsetOf(char.codePointAt(0)!, fonts);
    const last = runs[runs.length - 1];
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

// ── text helpers ──

const LABELS = {
  en: { yes: 'Yes', no: 'No', empty: '—', locale: 'en-GB' },
  de: { yes: 'Ja', no: 'Nein', empty: '—', locale: 'de-DE' },
} as const;

/** The headings of the empathy map's four quadrants (steps/pdf/insight-mapping.ts) about the persona. */
type Quadrant = (typeof QUADRANTS)[number];
const QUADRANT_HEADINGS: Record<Lang, Record<Quadrant, (name: string) => string>> = {
  en: {
    hears: (name) => `What ${name} hears`,
    sees: (name) => `What ${name} sees`,
    feels: (name) => `What ${name} feels`,
    frustrations: (name) => `What frustrates ${name} most`,
  },
  de: {
    hears: (name) => `Was ${name} hört`,
    sees: (name) => `Was ${name} sieht`,
    feels: (name) => `Was ${name} fühlt`,
    frustrations: (name) => `Was ${name} am meisten frustriert`,
  },
};
const THE_PERSONA = { en: 'the persona', de: 'die Persona' } as const;

// ── result shapes with their own layout ──

/**
 * Who wrote a text, as the documents say it (issue 26): "entered by you" only for the founder's own text, else
 * AI-generated and whether the founder accepted it; a text without an author is the AI's.
 */
const writtenBy = (author: unknown, lang: Lang) => authorLabel(author, lang);

/** A result whose own `author` is who wrote it (the idea card): the author as its label, not a raw value. */
export function withAuthorLabel(data: unknown, lang: Lang): unknown {
  if (!isRecord(data) || !(data.author === 'founder' || data.author === 'ai-accepted' || data.author === 'ai')) {
    return data;
  }
  return { ...data, author: writtenBy(data.author, lang) };
}

/** The short origin marks of the canvas's entries and the legend that explains them. */
const CANVAS_MARKS = {
  en: {
    ai: 'AI',
    user: 'you',
    document: 'doc',
    web: 'web',
    legend: { ai: 'AI = AI-generated', user: 'you = entered by you', sources: 'doc n / web n = source n' },
  },
  de: {
    ai: 'KI',
    user: 'du',
    document: 'Dok.',
    web: 'Web',
    legend: { ai: 'KI = KI-generiert', user: 'du = von dir eingegeben', sources: 'Dok. n / Web n = Quelle n' },
  },
} as const;

/**
 * The canvas legend for the marks it uses: "entered by you" is explained only when an entry is the founder's, so
 * a canvas of AI-inferred entries never says it.
 */
export function canvasLegend(origins: Iterable<ReportPoint['origin']>, lang: Lang): string {
  const used = new Set(origins);
  const legend = CANVAS_MARKS[lang].legend;
  const parts = [
    ...(used.has('ai') ? [legend.ai] : []),
    ...(used.has('user') ? [legend.user] : []),
    ...(used.has('document') || used.has('web') ? [legend.sources] : []),
  ];
  return parts.length > 0 ? `${parts.join(' · ')}.` : '';
}

/**
 * A report as the document shows it: the summary, each section's points with where each comes from, and the
 * documents and pages cited at the end.
 */
export function reportForPdf(report: Report, lang: Lang): Record<string, unknown> {
  const points = report.sections.flatMap((s) => s.points);
  const sections = Object.fromEntries(
    report.sections.map((s) => [s.heading, s.points.map((p) => `${p.text} (${evidenceLabel(p, lang)})`)]),
  );
  const sources = citedSources(points);
  return { summary: report.summary, ...sections, ...(sources.length > 0 ? { sources } : {}) };
}

/** The landing page's copy (the contract's LandingPageData): its fields, with where its testimonials come from. */
export function isLandingCopy(data: unknown): data is Record<string, unknown> {
  return isRecord(data) && typeof data.heroHeadline === 'string' && typeof data.companyName === 'string';
}

/**
 * The landing page's copy as the document shows it: each testimonial's source in words ("example — replace with a
 * real quote…", "written by you", "from interview …") instead of its raw kind, and who wrote each field as its label.
 */
export function landingCopyForPdf(data: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const { testimonialSources, authors, ...fields } = data;
  const sources = isRecord(testimonialSources)
    ? Object.fromEntries(
        Object.keys(testimonialSources).flatMap((key) => {
          const slot = Number(key.replace(/^testimonial/, ''));
          if (!isTestimonialSlot(slot)) return [];
          const source = testimonialSourceOf(data as unknown as LandingPageData, slot);
          return [[key, testimonialSourceLabel(source, lang)]];
        }),
      )
    : undefined;
  const writers = isRecord(authors)
    ? Object.fromEntries(Object.entries(authors).map(([key, author]) => [key, writtenBy(author, lang)]))
    : undefined;
  return {
    ...fields,
    ...(sources && Object.keys(sources).length > 0 ? { testimonialSources: sources } : {}),
    ...(writers && Object.keys(writers).length > 0 ? { authors: writers } : {}),
  };
}

// Control characters other than line breaks and tabs would print as boxes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

// The line breaker splits a word that does not fit character by character, which takes time that grows with the
// square of the word's length; long unbroken strings (URLs, base64) get a zero-width break chance every so often.
const LONG_WORD = /[^\s\u200b]{40}(?=[^\s\u200b])/g;

function printable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(UNPRINTABLE, '').replace(LONG_WORD, '$&\u200b');
}

// ── layout ──

const PAGE = { size: 'A4' as const, margins: { top: 64, bottom: 72, left: 60, right: 60 } };
const COLORS = { text: '#1f2328', muted: '#656d76', accent: '#364fc7', rule: '#d0d7de' };
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const INDENT = 14;
const MAX_INDENT_LEVEL = 6;
const HEADING_SIZES = [15, 12.5, 11];

class Layout {
  private readonly labels: (typeof LABELS)[Lang];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontSet,
    private readonly lang: Lang,
  ) {
    this.labels = LABELS[lang];
  }

  /** A key of the data as a heading in the document's language. */
  private headingOf(key: string): string {
    return resultFieldLabel(key, this.lang);
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get fullWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private xAt(level: number): number {
    return this.left + Math.min(level, MAX_INDENT_LEVEL) * INDENT;
  }

  /** Sets text at x across the width to the right margin, switching font subsets within the line as needed. */
  write(
    text: string,
    options: { x: number; size: number; weight?: Weight; color?: string; gap?: number; width?: number },
  ): void {
    const runs = fontRuns(printable(text), this.fonts);
    if (runs.length === 0) return;
    const width = options.width ?? this.left + this.fullWidth - options.x;
    this.doc.fontSize(options.size).fillColor(options.color ?? COLORS.text);
    runs.forEach((run, index) => {
      this.doc.font(fontName(run.subset, options.weight ?? 400));
      const continued = index < runs.length - 1;
      if (index === 0) {
        this.doc.text(run.text, options.x, this.doc.y, { width, lineGap: options.gap ?? LINE_GAP, continued });
      } else {
        this.doc.text(run.text, { continued });
      }
    });
  }

  /** Starts a new page when less than `height` points are left on this one. */
  private keepSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  header(input: ResultPdfInput): void {
    const date = new Intl.DateTimeFormat(this.labels.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.date);
    this.write('Idea Studio', { x: this.left, size: 9, weight: 700, color: COLORS.muted });
    this.doc.moveDown(0.6);
    this.write(input.title, { x: this.left, size: 22, weight: 700, gap: 3 });
    this.doc.moveDown(0.3);
    this.write(input.stepName, { x: this.left, size: 12.5, weight: 700, color: COLORS.accent });
    this.doc.moveDown(0.15);
    this.write(date, { x: this.left, size: 10, color: COLORS.muted });
    this.doc.moveDown(0.8);
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.fullWidth, y)
      .lineWidth(0.8)
      .strokeColor(COLORS.rule)
      .stroke();
    this.doc.y = y + 14;
  }

  private heading(text: string, depth: number, level: number): void {
    const size = HEADING_SIZES[Math.min(depth, HEADING_SIZES.length - 1)];
    this.doc.moveDown(depth === 0 ? 0.7 : 0.4);
    // A heading never ends a page: keep room for it and the first line below it (or a list's first item, which
    // asks for more room than a paragraph's line).
    this.keepSpace(size * 1.4 + BODY_SIZE * 3);
    this.write(text, {
      x: this.xAt(level),
      size,
      weight: 700,
      color: depth === 0 ? COLORS.accent : COLORS.text,
    });
    this.doc.moveDown(0.25);
  }

  private paragraph(text: string, level: number): void {
    this.write(text, { x: this.xAt(level), size: BODY_SIZE });
    this.doc.moveDown(0.35);
  }

  private scalar(value: unknown): string {
    if (value === null || value === undefined) return this.labels.empty;
    if (typeof value === 'boolean') return value ? this.labels.yes : this.labels.no;
    if (typeof value === 'string') return value.trim() ? value : this.labels.empty;
    return String(value);
  }

  /** Lays out any JSON value at a heading depth and an indentation level. */
  value(value: unknown, depth: number, level: number): void {
    if (Array.isArray(value)) this.list(value, depth, level);
    else if (isRecord(value)) this.sections(value, depth, level);
    else this.paragraph(this.scalar(value), level);
  }

  private sections(record: Record<string, unknown>, depth: number, level: number): void {
    const entries = Object.entries(record);
    if (entries.length === 0) {
      this.paragraph(this.labels.empty, level);
      return;
    }
    for (const [key, value] of entries) {
      this.heading(this.headingOf(key), depth, level);
      this.value(value, depth + 1, depth === 0 ? level : level + 1);
    }
  }

  private list(items: unknown[], depth: number, level: number): void {
    if (items.length === 0) {
      this.paragraph(this.labels.empty, level);
      return;
    }
    items.forEach((item, index) => {
      const record = isRecord(item);
      if (record && index > 0) this.doc.moveDown(0.2);
      // Room for the marker and the first line of the item, so both stay on one page.
      this.keepSpace(BODY_SIZE * 2.6);
      const markerY = this.doc.y;
      this.write(record ? `${index + 1}.` : '•', {
        x: this.xAt(level),
        size: BODY_SIZE,
        weight: record ? 700 : 400,
        color: record ? COLORS.accent : COLORS.text,
      });
      // The item itself starts on the marker's line, one indentation step in.
      this.doc.y = markerY;
      if (record) this.itemSections(item, depth, level + 1);
      else this.value(item, depth + 1, level + 1);
    });
    this.doc.moveDown(0.15);
  }

  /** An object in a list: its keys as small headings, the first one on the marker's line. */
  private itemSections(record: Record<string, unknown>, depth: number, level: number): void {
    const entries = Object.entries(record);
    if (entries.length === 0) {
      this.paragraph(this.labels.empty, level);
      return;
    }
    const headingDepth = Math.max(depth + 1, 2);
    entries.forEach(([key, value], index) => {
      if (index > 0) this.doc.moveDown(0.2);
      const size = HEADING_SIZES[Math.min(headingDepth, HEADING_SIZES.length - 1)];
      if (index > 0) this.keepSpace(size * 1.4 + BODY_SIZE * 2.2);
      this.write(this.headingOf(key), { x: this.xAt(level), size, weight: 700 });
      this.doc.moveDown(0.15);
      // Scalars and lists sit under their heading; a nested object's headings move one step in.
      this.value(value, headingDepth + 1, isRecord(value) ? level + 1 : level);
    });
    this.doc.moveDown(0.3);
  }

  /** The height `text` takes when written at `size` across `width` (the Latin subset's metrics stand for all). */
  private heightOf(text: string, size: number, width: number, weight: Weight = 400): number {
    this.doc.font(fontName('latin', weight)).fontSize(size);
    return this.doc.heightOfString(printable(text) || ' ', { width, lineGap: LINE_GAP });
  }

  /**
   * An empathy map (spec part 2 §7.2): the persona's name and occupation, then the four answers lists as a 2 × 2
   * grid of framed quadrants. A row keeps its two quadrants side by side on one page and grows with the longer
   * one; the grid fills the rest of the first page when it fits. Answers too long for any page fall back to the
   * document layout, so no text is ever cut.
   */
  empathyMap(map: EmpathyMapData): void {
    const name = typeof map.persona?.name === 'string' && map.persona.name.trim() ? map.persona.name.trim() : '';
    const occupation = typeof map.persona?.occupation === 'string' ? map.persona.occupation.trim() : '';
    // The quadrants speak of the persona by first name; the full name heads the page.
    const who = name.split(/\s+/)[0] || THE_PERSONA[this.lang];
    const gap = 12;
    const pad = 10;
    const width = (this.fullWidth - gap) / 2;
    const inner = width - 2 * pad;
    const headingSize = HEADING_SIZES[1];
    const items = (key: Quadrant) =>
      map[key].map((item) => (typeof item === 'string' ? item : this.scalar(item))).filter((item) => item.trim());
    const contentHeight = (key: Quadrant) => {
      const answers = items(key);
      const body = (answers.length ? answers : [this.labels.empty]).reduce(
        (sum, answer) => sum + this.heightOf(answer, BODY_SIZE, inner - INDENT) + BODY_SIZE * 0.35,
        0,
      );
      // One spare line: other font subsets may set a line slightly wider than the Latin metrics measured.
      const heading = this.heightOf(QUADRANT_HEADINGS[this.lang][key](who), headingSize, inner, 700);
      return pad + heading + 8 + body + BODY_SIZE + pad;
    };
    const pageBottom = () => this.doc.page.height - this.doc.page.margins.bottom;
    const usable = this.doc.page.height - this.doc.page.margins.top - this.doc.page.margins.bottom;
    const rows: Array<[Quadrant, Quadrant]> = [
      ['hears', 'sees'],
      ['feels', 'frustrations'],
    ];
    const needed = rows.map(([a, b]) => Math.max(contentHeight(a), contentHeight(b)));
    if (needed.some((height) => height > usable)) {
      this.sections({ persona: map.persona ?? {}, ...Object.fromEntries(QUADRANTS.map((k) => [k, map[k]])) }, 0, 0);
      return;
    }

    // The persona heads the grid: both start a new page together when the first row would not fit below it.
    const head =
      (name ? this.heightOf(name, HEADING_SIZES[0], this.fullWidth, 700) : 0) +
      (occupation ? this.heightOf(occupation, BODY_SIZE + 0.5, this.fullWidth) : 0) +
      BODY_SIZE * 2;
    if (this.doc.y + head + needed[0]! > pageBottom()) this.doc.addPage();
    if (name) this.write(name, { x: this.left, size: HEADING_SIZES[0], weight: 700 });
    if (occupation) {
      this.doc.moveDown(0.1);
      this.write(occupation, { x: this.left, size: BODY_SIZE + 0.5, color: COLORS.muted });
    }
    this.doc.moveDown(0.8);

    // Both rows share the rest of the page when they fit there; otherwise each row is as tall as its content.
    const room = pageBottom() - this.doc.y - gap;
    const share = needed[0]! + needed[1]! <= room ? room / 2 : 0;
    rows.forEach(([left, right], index) => {
      const height = Math.max(needed[index]!, share);
      if (this.doc.y + height > pageBottom()) this.doc.addPage();
      const top = this.doc.y;
      this.quadrant(left, who, items(left), this.left, top, width, height, pad);
      this.quadrant(right, who, items(right), this.left + width + gap, top, width, height, pad);
      this.doc.x = this.left;
      this.doc.y = top + height + gap;
    });
  }

  private quadrant(
    key: Quadrant,
    who: string,
    answers: string[],
    x: number,
    top: number,
    width: number,
    height: number,
    pad: number,
  ): void {
    this.doc.roundedRect(x, top, width, height, 6).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
    const inner = width - 2 * pad;
    this.doc.y = top + pad;
    this.write(QUADRANT_HEADINGS[this.lang][key](who), {
      x: x + pad,
      size: HEADING_SIZES[1],
      weight: 700,
      color: COLORS.accent,
      width: inner,
    });
    this.doc.y += 8;
    if (answers.length === 0) {
      this.write(this.labels.empty, { x: x + pad, size: BODY_SIZE, width: inner });
      return;
    }
    for (const answer of answers) {
      const markerY = this.doc.y;
      this.write('•', { x: x + pad, size: BODY_SIZE, width: INDENT });
      this.doc.y = markerY;
      this.write(answer, { x: x + pad + INDENT, size: BODY_SIZE, width: inner - INDENT });
      this.doc.moveDown(0.35);
    }
  }

  /** Title and "page n / m" at the foot of every page. */
  /**
   * The Business Model Canvas on a landscape page in the classic layout (part 1 §4): key partners, activities over
   * resources, value propositions, relationships over channels, segments; cost structure and revenue streams below.
   * Each entry ends with a short origin mark; the cited documents and pages follow as numbered sources, and the
   * attribution of the canvas's design is printed with it.
   */
  canvas(canvas: BusinessModelCanvas): void {
    const marks = CANVAS_MARKS[this.lang];
    const entries = CANVAS_BLOCKS.flatMap((key) => canvas[key]);
    const sources = citedSources(entries);
    const mark = (p: ReportPoint) =>
      p.origin === 'document' || p.origin === 'web'
        ? `${marks[p.origin]} ${sources.indexOf(p.source ?? '') + 1}`
        : marks[p.origin];
    const x0 = this.left;
    const y0 = this.doc.y;
    const width = this.fullWidth;
    const height = this.doc.page.height - this.doc.page.margins.bottom - y0 - 30;
    const top = height * 0.66;
    const column = width / 5;
    const half = width / 2;
    const boxes: Array<[CanvasBlockKey, number, number, number, number]> = [
      ['keyPartners', x0, y0, column, top],
      ['keyActivities', x0 + column, y0, column, top / 2],
      ['keyResources', x0 + column, y0 + top / 2, column, top / 2],
      ['valuePropositions', x0 + 2 * column, y0, column, top],
      ['customerRelationships', x0 + 3 * column, y0, column, top / 2],
      ['channels', x0 + 3 * column, y0 + top / 2, column, top / 2],
      ['customerSegments', x0 + 4 * column, y0, column, top],
      ['costStructure', x0, y0 + top, half, height - top],
      ['revenueStreams', x0 + half, y0 + top, half, height - top],
    ];
    // Writing near the page's end must not start a new page: the boxes clip their text instead.
    const bottom = this.doc.page.margins.bottom;
    this.doc.page.margins.bottom = 0;
    for (const [key, x, y, w, h] of boxes) {
      this.doc.rect(x, y, w, h).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
      this.doc.font(fontName('latin', 700)).fontSize(8.5).fillColor(COLORS.accent);
      this.doc.text(printable(canvasBlockLabel(key, this.lang)), x + 6, y + 6, { width: w - 12, lineBreak: false });
      const text = canvas[key].map((p) => `• ${p.text} (${mark(p)})`).join('\n');
      this.doc.font(fontName('latin', 400)).fontSize(7.5).fillColor(COLORS.text);
      this.doc.text(printable(text), x + 6, y + 20, { width: w - 12, height: h - 26, ellipsis: true, lineGap: 1.5 });
    }
    this.doc.font(fontName('latin', 400)).fontSize(7).fillColor(COLORS.muted);
    const legend = canvasLegend(
      entries.map((p) => p.origin),
      this.lang,
    );
    this.doc.text(printable(`${legend}  ${canvasAttribution(this.lang)}`.trim()), x0, y0 + height + 8, {
      width,
      lineBreak: true,
    });
    this.doc.page.margins.bottom = bottom;
    if (sources.length > 0) {
      this.doc.addPage();
      this.heading(resultFieldLabel('sources', this.lang), 0, 0);
      sources.forEach((source, index) => {
        this.write(`${index + 1}. ${source}`, { x: this.left, size: BODY_SIZE });
      });
    }
  }

  footers(title: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      const bottom = this.doc.page.margins.bottom;
      // Writing inside the bottom margin must not start a new page.
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - bottom + 28;
      const footer = `${title}  ·  ${index + 1} / ${range.count}`;
      const runs = fontRuns(printable(footer), this.fonts);
      this.doc.fontSize(8).fillColor(COLORS.muted);
      runs.forEach((run, i) => {
        this.doc.font(fontName(run.subset, 400));
        if (i === 0) {
          this.doc.text(run.text, this.left, y, {
            width: this.fullWidth,
            align: 'center',
            lineBreak: false,
            continued: i < runs.length - 1,
          });
        } else {
          this.doc.text(run.text, { continued: i < runs.length - 1 });
        }
      });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

// pdfkit and its font engine take a good part of a second to load: they load with the first PDF, not the server.
let pdfkit: Promise<typeof PDFKitDocument> | undefined;

/** Renders the result PDF; resolves to its bytes, or rejects with `PdfTooLongError` past `MAX_PDF_PAGES`. */
export async function renderResultPdf(input: ResultPdfInput): Promise<Buffer> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  return renderWith(await pdfkit, input);
}

function renderWith(PDFDocument: typeof PDFKitDocument, input: ResultPdfInput): Promise<Buffer> {
  const fonts = loadFonts();
  // The canvas is read across: a landscape page with narrower margins.
  const landscape = isCanvas(input.data);
  const doc = new PDFDocument({
    size: PAGE.size,
    layout: landscape ? 'landscape' : 'portrait',
    margins: landscape ? { top: 40, bottom: 48, left: 40, right: 40 } : PAGE.margins,
    bufferPages: true,
    info: {
      Title: input.title,
      Subject: input.stepName,
      Author: 'Idea Studio',
      Creator: 'Idea Studio',
      CreationDate: input.date,
    },
    lang: input.lang,
  });
  for (const [name, file] of fonts.files) doc.registerFont(name, file);
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
    // Thrown inside the text call that overflowed; renderResultPdf rejects with it.
    if (pages > MAX_PDF_PAGES) throw new PdfTooLongError();
  });

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const layout = new Layout(doc, fonts, input.lang);
      layout.header(input);
      const section = isCanvas(input.data) ? undefined : PDF_SECTIONS.find((s) => s.matches(input.data));
      if (isCanvas(input.data)) layout.canvas(input.data);
      else if (section && 'layout' in section) layout.empathyMap(input.data as EmpathyMapData);
      else if (section) layout.value(section.content(input.data, input.lang), 0, 0);
      else if (isReport(input.data)) layout.value(reportForPdf(input.data, input.lang), 0, 0);
      else if (isLandingCopy(input.data)) layout.value(landingCopyForPdf(input.data, input.lang), 0, 0);
      else layout.value(withAuthorLabel(input.data, input.lang), 0, 0);
      layout.footers(input.title);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
