import { ALLOWED_FILE_TYPES, type HubFileKind, MAX_FILE_SIZE, PDF_MIME, UPLOAD_MESSAGES } from '@idea-studio/sdk';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { ApiError, invalidInput } from '../http/errors.js';
import type { ProjectMembership } from '../team/repository.js';
import { requireMembership } from '../team/service.js';
import { detectHubFileType, typeMatchesName } from './detect.js';
import type { PdfContent } from './extract.js';
import type { TextReader } from './extract-pool.js';
import type { ReceivedFile, ReceivedForm } from './multipart.js';
import { requireFile } from './multipart.js';
import { MAX_HUB_TEXT_CHARS } from './read-text.js';
import {
  deleteHubFileRow,
  findFileByName,
  findHubFile,
  findPitchDeck,
  type HubFile,
  insertHubFile,
  listProjectFiles,
  toHubFile,
} from './repository.js';

/** Bytes an upload may bring (the largest limit, the pitch deck's); the form's `fileType` may follow the file. */
export const UPLOAD_KEEP_BYTES = Math.max(...Object.values(MAX_FILE_SIZE));
/** The largest PDF the text extraction reads: the pitch deck's limit (5 MB). */
export const PDF_EXTRACT_MAX_BYTES = MAX_FILE_SIZE.PITCHDECK;

const HUB_FILE_KINDS: readonly HubFileKind[] = ['RAGFILE', 'PITCHDECK'];

function hubNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'Knowledge hub not found', 'There is no such knowledge hub in your account.');
}

function fileNotFound(): ApiError {
  return new ApiError(404, 'notFound', 'File not found', 'There is no such file in your knowledge hub.');
}

const uploadFailed = (status: number, code: string, text: string) => new ApiError(status, code, 'Upload failed', text);

const TEXT_TOO_LONG = `This file holds too much to read: a file may bring at most ${MAX_HUB_TEXT_CHARS.toLocaleString('en')} characters of text. Please split it into smaller files.`;

/** Members of a project reach its hub; everyone else gets 404, as for a hub that does not exist. */
function requireHub(db: Db, hubId: string, userId: string): Promise<ProjectMembership> {
  return requireMembership(db, hubId, userId, hubNotFound);
}

function readKind(value: string | undefined): HubFileKind {
  const kind = value?.trim() || 'RAGFILE';
  if (!HUB_FILE_KINDS.includes(kind as HubFileKind)) throw invalidInput('The fileType must be RAGFILE or PITCHDECK.');
  return kind as HubFileKind;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A unique violation on the file name (not the one-pitch-deck index). */
function isNameClash(error: unknown): boolean {
  const { constraint, message } = error as { constraint?: string; message?: string };
  return constraint === 'hub_files_project_name_unique' || (message ?? '').includes('hub_files.name');
}

/**
 * Stores an uploaded hub file (part 1 §5, §9), checked in the order the clients check (duplicate, type, size)
 * after access: the hub must be one of the user's projects (404), a PITCHDECK goes only into the user's own
 * default project (400) and replaces the one there; a name already in the hub is refused (409, also when it is
 * the pitch deck's name, unless that pitch deck is the one being replaced); the type is judged by the bytes and
 * must agree with the name's extension (415); the size by the bytes received (413). The text is extracted by
 * `reader` (400 when that fails, 413 when it is longer than `MAX_HUB_TEXT_CHARS`), stored and cut into passages
 * for the full-text index.
 */
export async function uploadHubFile(
  db: Db,
  userId: string,
  form: ReceivedForm,
  now: Date,
  reader: TextReader,
): Promise<HubFile> {
  const file = requireFile(form, 'file');
  const hubId = form.fields.hubId?.trim();
  if (!hubId) throw invalidInput('The form field "hubId" (the project id) is required.');
  const kind = readKind(form.fields.fileType);

  const hub = await requireHub(db, hubId, userId);
  if (kind === 'PITCHDECK' && !(hub.ownerId === userId && hub.sysDefault === 1)) {
    throw invalidInput('The pitch deck can only be uploaded to your default project.');
  }

  const replaced = kind === 'PITCHDECK' ? await findPitchDeck(db, hubId) : undefined;
  const sameName = await findFileByName(db, hubId, file.name);
  if (sameName && sameName.id !== replaced?.id) throw uploadFailed(409, 'fileExists', UPLOAD_MESSAGES.duplicate);

  if (file.size === 0) throw invalidInput('The file is empty.');
  const mime = await detectHubFileType(file.bytes, !file.overLimit);
  if (!typeMatchesName(mime, file.name)) throw uploadFailed(415, 'fileType', UPLOAD_MESSAGES.type);
  if (file.overLimit || file.size > MAX_FILE_SIZE[kind]) throw uploadFailed(413, 'fileTooLarge', UPLOAD_MESSAGES[kind]);

  const read = await reader.readHubText(mime, file.bytes);
  if (!read.ok && read.reason === 'tooLong') throw uploadFailed(413, 'textTooLong', TEXT_TOO_LONG);
  if (!read.ok) {
    throw uploadFailed(
      400,
      'unreadableFile',
      'The text of this file could not be read. Please check that the file opens and is not damaged.',
    );
  }
  const { text, passages } = read;

  const row = {
    id: newId(now.getTime()),
    project_id: hubId,
    user_id: userId,
    name: file.name,
    size: file.size,
    file_type: kind,
    mime,
    created_at: nowIso(now),
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (replaced) await deleteHubFileRow(trx, replaced.id);
      await insertHubFile(trx, { file: row, content: file.bytes, text, passages });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (isNameClash(error)) throw uploadFailed(409, 'fileExists', UPLOAD_MESSAGES.duplicate);
    throw uploadFailed(409, 'conflict', 'Another pitch deck was uploaded at the same time. Please try again.');
  }
  return toHubFile(row);
}

/** The files of a project's hub, newest first (members only). */
export async function listHubFiles(db: Db, hubId: string, userId: string): Promise<HubFile[]> {
  await requireHub(db, hubId, userId);
  return (await listProjectFiles(db, hubId)).map(toHubFile);
}

/** Deletes a hub file with its bytes, text and passages (members of its project only). */
export async function deleteHubFile(db: Db, fileId: string, userId: string): Promise<void> {
  const file = await findHubFile(db, fileId);
  if (!file) throw fileNotFound();
  await requireMembership(db, file.project_id, userId, fileNotFound);
  await deleteHubFileRow(db, fileId);
}

/** The types and limits the clients check against (the SDK's lists). */
export function allowedFileTypes() {
  return {
    types: ALLOWED_FILE_TYPES.map((type) => ({ mime: type.mime, extension: type.extension })),
    maxSize: { ...MAX_FILE_SIZE },
  };
}

/**
 * The pages' text of a PDF judged by its bytes (415 otherwise), at most 5,000,000 bytes (413) and
 * `MAX_HUB_TEXT_CHARS` characters of text (413), read by `reader`; nothing is stored.
 */
export async function extractPdfText(file: ReceivedFile, reader: TextReader): Promise<PdfContent> {
  if (file.size === 0) throw invalidInput('The file is empty.');
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(file.bytes);
  if (detected?.mime !== PDF_MIME) {
    throw new ApiError(415, 'fileType', 'Filetype not allowed', 'Only PDF files can be read.');
  }
  if (file.overLimit || file.size > PDF_EXTRACT_MAX_BYTES) {
    throw new ApiError(413, 'fileTooLarge', 'File too big', UPLOAD_MESSAGES.PITCHDECK);
  }
  const read = await reader.readPdfText(file.bytes);
  if (read.ok) return read.content;
  if (read.reason === 'tooLong') throw new ApiError(413, 'textTooLong', 'PDF too long', TEXT_TOO_LONG);
  throw new ApiError(400, 'unreadablePdf', 'PDF not readable', 'The PDF could not be read.');
}
