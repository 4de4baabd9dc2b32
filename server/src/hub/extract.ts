import mammoth from 'mammoth';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { DOCX_MIME, PDF_MIME, TEXT_MIME } from './detect.js';
import { inspectZip, ZipError } from './zip.js';

/** The file's bytes could not be turned into text (a broken PDF or docx). */
export class ExtractionError extends Error {}

/** What a docx may expand to in memory while its text is read. */
export const MAX_DOCX_EXPANDED_BYTES = 64 * 1024 * 1024;

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

/** Pages and metadata of a PDF (unpdf / PDF.js). Throws `ExtractionError` when it cannot be read. */
export async function extractPdf(bytes: Uint8Array): Promise<PdfContent> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js takes over (empties) the array it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: false });
    const { info } = await getMeta(pdf);
    return {
      pages: text.map(cleanText),
      title: metaString(info?.Title),
      author: metaString(info?.Author),
    };
  } catch (error) {
    throw new ExtractionError(error instanceof Error ? error.message : String(error));
  } finally {
    await pdf?.destroy().catch(() => {});
  }
}

/** The raw text of a docx (mammoth), after checking that the archive does not expand too far. */
export async function extractDocx(bytes: Buffer): Promise<string> {
  try {
    const entries = inspectZip(bytes, MAX_DOCX_EXPANDED_BYTES);
    if (!entries.some((entry) => entry.name === 'word/document.xml')) {
      throw new ExtractionError('The document has no word/document.xml.');
    }
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
