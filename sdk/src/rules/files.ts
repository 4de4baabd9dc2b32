// Knowledge hub upload rules (spec part 1 §5, §9) and file-size labels, shared by web, CLI and server.

export type HubFileKind = 'RAGFILE' | 'PITCHDECK';

export const MAX_FILE_SIZE: Record<HubFileKind, number> = { RAGFILE: 2_000_000, PITCHDECK: 5_000_000 };

export const PDF_MIME = 'application/pdf';
export const TEXT_MIME = 'text/plain';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const ALLOWED_FILE_TYPES = [
  { mime: PDF_MIME, extension: '.pdf' },
  { mime: TEXT_MIME, extension: '.txt' },
  { mime: DOCX_MIME, extension: '.docx' },
] as const;

export const UPLOAD_MESSAGES = {
  duplicate: 'File already exists',
  type: 'Filetype not allowed',
  RAGFILE: 'File is too big max 2MB',
  PITCHDECK: 'File is too big max 5MB',
} as const;

export interface UploadCandidate {
  name: string;
  size: number;
  /** MIME type as the browser or the server's byte sniffing reports it. */
  type: string;
}

export function isAllowedFileType(file: Pick<UploadCandidate, 'name' | 'type'>): boolean {
  const lower = file.name.toLowerCase();
  return ALLOWED_FILE_TYPES.some((t) => t.mime === file.type && lower.endsWith(t.extension));
}

/** The first rule a file breaks, in the spec's order (duplicate, type, size), or undefined when it may upload. */
export function uploadError(
  file: UploadCandidate,
  existingNames: Iterable<string>,
  kind: HubFileKind = 'RAGFILE',
): string | undefined {
  if (new Set(existingNames).has(file.name)) return UPLOAD_MESSAGES.duplicate;
  if (!isAllowedFileType(file)) return UPLOAD_MESSAGES.type;
  if (file.size > MAX_FILE_SIZE[kind]) return UPLOAD_MESSAGES[kind];
  return undefined;
}

/** Whole KB; a non-empty file shows at least 1 KB, so it never reads as empty ("0 KB" is only for 0 bytes). */
function wholeKilobytes(bytes: number): number {
  return bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0;
}

/** Sizes in whole KB, or whole MB above 1024 KB (part 1 §9). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb > 1024) return `${Math.round(kb / 1024)} MB`;
  return `${wholeKilobytes(bytes)} KB`;
}

/** Whole KB, as the results list and the pitch deck show sizes (part 2 §2.16, part 1 §4). */
export function formatKilobytes(bytes: number): string {
  return `${wholeKilobytes(bytes)} KB`;
}
