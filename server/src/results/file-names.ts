/** File names and types of result files, and the download header that names the file. */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// Characters that no common file system accepts in a name, and the path separators.
const RESERVED = /[\\/:*?"<>|]/g;
const MAX_BASE_LENGTH = 150;

/**
 * The file name for a result titled `name`: control and reserved characters become spaces, white space is
 * collapsed, leading and trailing dots and spaces go, at most 150 characters, then `.pdf` (a title that already
 * ends in `.pdf` does not get it twice). Letters of any alphabet are kept. An empty result is `Result.pdf`.
 */
export function resultFileName(name: string): string {
  let base = name
    .normalize('NFC')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(RESERVED, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.pdf$/i, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const characters = [...base];
  if (characters.length > MAX_BASE_LENGTH) base = characters.slice(0, MAX_BASE_LENGTH).join('').trim();
  return `${base || 'Result'}.pdf`;
}

/**
 * The stored file type (spec part 2 §5): the given type lower-cased with spaces as underscores; outputs of the
 * closing view carry the `output_` prefix.
 */
export function resultFileType(type: string, output = false): string {
  const normalized = type.replace(CONTROL_CHARACTERS, ' ').trim().toLowerCase().replace(/ /g, '_');
  return output && !normalized.startsWith('output_') ? `output_${normalized}` : normalized;
}

/** RFC 5987 `ext-value` encoding (UTF-8, percent-encoded; also `'()*`, which encodeURIComponent leaves). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition: attachment` naming the file: a plain ASCII `filename` (accents dropped, other
 * characters as `_`) and, when the name is not plain ASCII, the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const header = `attachment; filename="${ascii}"`;
  return /^[\x20-\x7e]*$/.test(fileName) ? header : `${header}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
