import { DOCX_MIME, isAllowedFileType, PDF_MIME, TEXT_MIME } from '@idea-studio/sdk';

// The hub's MIME types are the SDK's (its ALLOWED_FILE_TYPES, the list the clients check); the extraction and
// the tests import them from here.
export { DOCX_MIME, PDF_MIME, TEXT_MIME } from '@idea-studio/sdk';

/**
 * UTF-8 without NUL bytes. `complete` false: the bytes are the start of a longer file, so a character cut at
 * the end does not count against them.
 */
export function isUtf8Text(bytes: Uint8Array, complete = true): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/** Only printable characters and ordinary whitespace (tab, line feed, form feed, carriage return). */
function withoutControlCharacters(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) {
      return false;
    }
  }
  return true;
}

/**
 * The MIME type of a knowledge-hub file judged by its bytes: PDF and docx by their signatures (file-type; a docx
 * is a zip whose content types name a Word document), plain text when the bytes are UTF-8 without NUL bytes and
 * no other type is detected. Some signatures are a couple of letters ("BM" for bitmaps, "AC" for CAD files), so
 * a detection on bytes that are clean text (no control characters) counts as text: a binary format never is.
 * Anything else: undefined.
 */
export async function detectHubFileType(bytes: Uint8Array, complete = true): Promise<string | undefined> {
  if (bytes.length === 0) return undefined;
  // The type sniffer loads with the first upload, not with the server.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === PDF_MIME || detected?.mime === DOCX_MIME) return detected.mime;
  if (!isUtf8Text(bytes, complete)) return undefined;
  if (!detected) return TEXT_MIME;
  return withoutControlCharacters(bytes) ? TEXT_MIME : undefined;
}

/** The detected type is allowed and the file name's extension agrees with it (the SDK's rule). */
export function typeMatchesName(mime: string | undefined, name: string): mime is string {
  return mime !== undefined && isAllowedFileType({ name, type: mime });
}
