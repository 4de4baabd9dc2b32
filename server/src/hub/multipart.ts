import type { FastifyRequest } from 'fastify';
import { ApiError, invalidInput } from '../http/errors.js';

/** A file part as received: its first bytes (up to the caller's keep limit) and how many bytes arrived. */
export interface ReceivedFile {
  /** The file name the client sent, without any folder part. */
  name: string;
  /** The bytes, complete unless `overLimit`. */
  bytes: Buffer;
  /** Bytes received (counting stops a little past the keep limit). */
  size: number;
  /** More bytes arrived than the keep limit (or than the multipart plugin's per-file limit). */
  overLimit: boolean;
}

export interface ReceivedForm {
  file?: ReceivedFile;
  /** Text fields by name (the first value of each). */
  fields: Record<string, string>;
}

export interface ReadFormOptions {
  /** The name of the file field, e.g. `file` or `avatar`. */
  fileField: string;
  /** Bytes kept in memory; beyond them the rest of the file is read and dropped. */
  keepBytes: number;
}

const MAX_NAME_LENGTH = 255;

/** The last segment of a path-like name (some clients send `C:\folder\name.pdf`), trimmed. */
export function baseName(filename: string): string {
  const segments = filename.split(/[\\/]/);
  return (segments[segments.length - 1] ?? '').trim();
}

/**
 * Reads a multipart form with one file. The file's size is judged by the bytes that arrive, never by a header
 * or the client's claim: at most `keepBytes` are kept, the rest is drained (so the client gets the answer
 * instead of a reset connection) while counting stops at `keepBytes + 1`. Other file fields are drained and
 * ignored; a second file in the file field is refused.
 */
export async function readForm(request: FastifyRequest, options: ReadFormOptions): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'unsupportedMediaType',
      'Unsupported media type',
      'This request body must be sent as multipart/form-data.',
    );
  }
  const form: ReceivedForm = { fields: {} };
  let secondFile = false;
  try {
    // The per-file limit of the plugin only truncates here (no error), so the caller's message decides. The
    // option is read by the plugin at run time but missing from its types for parts().
    const partOptions = { throwFileSizeLimit: false, limits: { fields: 20, fieldSize: 4096 } };
    for await (const part of request.parts(partOptions)) {
      if (part.type === 'field') {
        if (!(part.fieldname in form.fields) && typeof part.value === 'string')
          form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField || form.file) {
        secondFile ||= part.fieldname === options.fileField;
        for await (const _chunk of part.file) {
          // drained
        }
        continue;
      }
      form.file = await receiveFile(part.filename, part.file, options.keepBytes);
    }
  } catch (error) {
    // Limits of the plugin (413) and the like keep their status; a body that is not multipart as declared
    // (no boundary, cut off) is the client's mistake, not the server's.
    const status = (error as { statusCode?: unknown })?.statusCode;
    if (error instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    throw invalidInput('The multipart form data could not be read.', 'invalidMultipart');
  }
  if (secondFile) throw invalidInput('Send one file per request.');
  return form;
}

async function receiveFile(
  filename: string | undefined,
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  keepBytes: number,
): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  for await (const chunk of stream) {
    if (size > keepBytes) continue;
    size += chunk.length;
    if (kept < keepBytes) {
      const take = Math.min(chunk.length, keepBytes - kept);
      chunks.push(take === chunk.length ? chunk : chunk.subarray(0, take));
      kept += take;
    }
  }
  return {
    name: baseName(filename ?? ''),
    bytes: Buffer.concat(chunks, kept),
    size: Math.min(size, keepBytes + 1),
    overLimit: size > keepBytes || stream.truncated === true,
  };
}

/** The form's file, or 400 naming the missing field; also checks the file name. */
export function requireFile(form: ReceivedForm, field: string): ReceivedFile {
  const file = form.file;
  if (!file) throw invalidInput(`The form field "${field}" with a file is required.`);
  if (!file.name) throw invalidInput('The file needs a name.');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(file.name)) throw invalidInput('The file name contains control characters.');
  if (file.name.length > MAX_NAME_LENGTH)
    throw invalidInput(`File names may have at most ${MAX_NAME_LENGTH} characters.`);
  return file;
}
