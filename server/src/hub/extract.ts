import type { getDocumentProxy } from 'unpdf';
import { DOCX_MIME, PDF_MIME, TEXT_MIME } from './detect.js';
import { inspectZip, ZipError } from './zip.js';

/** The file's bytes could not be turned into text (a broken PDF or docx). */
export class ExtractionError extends Error {}

/**
 * The docx is too large to parse (see `MAX_DOCX_XML_ELEMENTS`); found before the document library does the work.
 * A kind of `ExtractionError` for callers that do not tell them apart.
 */
export class DocxTooLargeError extends ExtractionError {}

/** What a docx may expand to in memory while its text is read. */
export const MAX_DOCX_EXPANDED_BYTES = 64 * 1024 * 1024;

/**
 * XML elements a docx may hold in all its parts. The document library spends several microseconds and 1 to 2 KB
 * of memory on each: 12 MB of empty paragraphs (18 KB zipped) took 9 s and 2.7 GB. 300,000 elements are hundreds
 * of pages of formatted text and take under 2 s.
 */
export const MAX_DOCX_XML_ELEMENTS = 300_000;

/**
 * Text as stored and indexed: line ends as `\n`, no control characters other than tab and line feed (PostgreSQL
 * text cannot hold NUL, and PDFs sometimes carry them), no byte order mark, trimmed.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ' ')
      .trim()
  );
}

export interface PdfContent {
  /** Each page's text, in order. */
  pages: string[];
  title: string | null;
  author: string | null;
}

function metaString(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = cleanText(value);
  return text ? text : null;
}

/** Metadata titles that authoring tools and scanners write instead of the document's title. */
const JUNK_TITLE =
  /^(?:about:blank|untitled\b.*|unbenannt\b.*|ohne titel|no title|title|titel|document\d*|dokument\d*|none|null|undefined|scan\w*|img[\s_-]*\d*|image\s*\d*|page\s*\d*|seite\s*\d*|\d+|(?:microsoft\s+)?(?:word|powerpoint|excel)\s+-\s+.*)$/i;
/** A file name ("report_final_v2.pdf", "Scan_0042") is no title either. */
const FILE_NAME =
  /^[^\s]+\.(?:pdf|docx?|pptx?|xlsx?|txt|tex|odt|rtf|indd|png|jpe?g|tiff?)$|^[^\s]*(?:_|\d{3,})[^\s]*$/i;
/** Authors that are a tool's or a computer's account, not a person. */
const JUNK_AUTHOR =
  /^(?:admin|administrator|user|owner|unknown|unbekannt|author|autor|benutzer|windows user|microsoft office user|\W*)$/i;
/** Lines at the top of a page that are no heading: journal lines, identifiers, links, page numbers. */
const NOT_A_HEADING =
  /^(?:journal|proceedings|vol\.|volume|arxiv|doi|issn|isbn|preprint|copyright|©|https?:|www\.|page\s*\d|seite\s*\d|\d+$)/i;

function usefulTitle(title: string | null): string | null {
  if (!title || !/\p{L}{2,}/u.test(title)) return null;
  return JUNK_TITLE.test(title) || FILE_NAME.test(title) ? null : title;
}

function usefulAuthor(author: string | null): string | null {
  return author && /\p{L}{2,}/u.test(author) && !JUNK_AUTHOR.test(author) ? author : null;
}

/**
 * The heading a reader sees on the first page: its first line of at least two words that is not a journal line,
 * link or page number, joined with the next line when the title wraps (that line starts in lower case).
 */
export function visibleHeading(page: string): string | null {
  const lines = page
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (let i = 0; i < Math.min(lines.length, 8); i++) {
    const line = lines[i]!;
    const count = line.split(' ').filter((word) => /\p{L}/u.test(word)).length;
    if (count < 2 || count > 20 || NOT_A_HEADING.test(line) || /[.,;:]$/.test(line)) continue;
    const next = lines[i + 1] ?? '';
    return /^\p{Ll}/u.test(next) && !/[.,;:]$/.test(next) && next.split(' ').length <= 12 ? `${line} ${next}` : line;
  }
  return null;
}

/** Pages and metadata of a PDF (unpdf / PDF.js). Throws `ExtractionError` when it cannot be read. */
export async function extractPdf(bytes: Uint8Array): Promise<PdfContent> {
  // PDF.js loads with the first PDF read, not with the server.
  const { extractText, getDocumentProxy, getMeta } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js takes over (empties) the array it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: false });
    const { info } = await getMeta(pdf);
    const pages = text.map(cleanText);
    // A junk metadata title ("about:blank", "Microsoft Word - draft.docx", a file name) loses to the heading a
    // reader sees on the first page; a PDF without text layer has neither.
    return {
      pages,
      title: usefulTitle(metaString(info?.Title)) ?? visibleHeading(pages[0] ?? ''),
      author: usefulAuthor(metaString(info?.Author)),
    };
  } catch (error) {
    throw new ExtractionError(error instanceof Error ? error.message : String(error));
  } finally {
    await pdf?.destroy().catch(() => {});
  }
}

/** Start tags (a `<` not opening an end tag), counted until past `limit`. */
function countElements(parts: Buffer[], limit: number): number {
  let count = 0;
  for (const part of parts) {
    for (let at = part.indexOf(0x3c); at !== -1 && count <= limit; at = part.indexOf(0x3c, at + 1)) {
      if (part[at + 1] !== 0x2f) count++;
    }
  }
  return count;
}

/**
 * Checks a docx before mammoth parses it: the archive must not expand past `MAX_DOCX_EXPANDED_BYTES`, must have
 * a main document, and may hold at most `MAX_DOCX_XML_ELEMENTS` (parsing tens of megabytes of XML takes seconds
 * and gigabytes). Its own function, so the expanded parts are let go before the parse.
 */
function checkDocx(bytes: Buffer): void {
  const entries = inspectZip(bytes, MAX_DOCX_EXPANDED_BYTES, () => true);
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw new ExtractionError('The document has no word/document.xml.');
  }
  // Every part counts, whatever its name: the main document is whichever part the package's relationships name.
  // Binary parts (images) barely expand, and the upload limit keeps them small.
  const parts = entries.flatMap((entry) => entry.content ?? []);
  if (countElements(parts, MAX_DOCX_XML_ELEMENTS) > MAX_DOCX_XML_ELEMENTS) {
    throw new DocxTooLargeError('The document has too many elements.');
  }
}

/** The raw text of a docx (mammoth), after `checkDocx`; a docx too large to parse throws `DocxTooLargeError`. */
export async function extractDocx(bytes: Buffer): Promise<string> {
  // mammoth loads with the first docx read, not with the server.
  const { default: mammoth } = await import('mammoth');
  try {
    checkDocx(bytes);
    const result = await mammoth.extractRawText({ buffer: bytes });
    return cleanText(result.value);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    if (error instanceof ZipError) throw new ExtractionError(error.message);
    throw new ExtractionError(error instanceof Error ? error.message : String(error));
  }
}

/** The text of a hub file of the given (detected) type; pages of a PDF are separated by a blank line. */
export async function extractHubText(mime: string, bytes: Buffer): Promise<string> {
  if (mime === PDF_MIME) {
    const { pages } = await extractPdf(bytes);
    return pages.filter(Boolean).join('\n\n');
  }
  if (mime === DOCX_MIME) return extractDocx(bytes);
  if (mime === TEXT_MIME) return cleanText(bytes.toString('utf8'));
  throw new ExtractionError(`No text extraction for ${mime}.`);
}
