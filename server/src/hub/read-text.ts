import { splitPassages } from './chunk.js';
import { DocxTooLargeError, ExtractionError, extractHubText, extractPdf, type PdfContent } from './extract.js';

/**
 * The most text one file may bring into the knowledge hub (characters, measured after extraction and cleaning).
 * A text file within the 2 MB upload limit always fits; a docx or PDF that unpacks to more is refused before its
 * text is split or indexed (a few kilobytes of zip can hold tens of megabytes of words).
 */
export const MAX_HUB_TEXT_CHARS = 2_000_000;

/**
 * Why a file's text could not be read: broken (or not the type it claims), or more than can be read (more text
 * than a file may bring, or a docx too large to parse).
 */
export type ReadFailure = 'unreadable' | 'tooLong';

/**
 * The outcome of reading a file. Error classes do not survive the worker-thread boundary (an error arrives as a
 * plain `Error`), so the expected failures are answers, not thrown errors.
 */
export type HubTextResult = { ok: true; text: string; passages: string[] } | { ok: false; reason: ReadFailure };
export type PdfTextResult = { ok: true; content: PdfContent } | { ok: false; reason: ReadFailure };

function failure(error: unknown): { ok: false; reason: ReadFailure } {
  if (error instanceof DocxTooLargeError) return { ok: false, reason: 'tooLong' };
  if (error instanceof ExtractionError) return { ok: false, reason: 'unreadable' };
  throw error;
}

/** The cleaned text of a hub file of the given (detected) type and its passages for the full-text index. */
export async function readHubText(mime: string, bytes: Buffer): Promise<HubTextResult> {
  try {
    const text = await extractHubText(mime, bytes);
    if (text.length > MAX_HUB_TEXT_CHARS) return { ok: false, reason: 'tooLong' };
    return { ok: true, text, passages: splitPassages(text) };
  } catch (error) {
    return failure(error);
  }
}

/** The pages and metadata of a PDF, refused when its pages hold more text than a hub file may. */
export async function readPdfText(bytes: Buffer): Promise<PdfTextResult> {
  try {
    const content = await extractPdf(bytes);
    const chars = content.pages.reduce((sum, page) => sum + page.length, 0);
    if (chars > MAX_HUB_TEXT_CHARS) return { ok: false, reason: 'tooLong' };
    return { ok: true, content };
  } catch (error) {
    return failure(error);
  }
}
