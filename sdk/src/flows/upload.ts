// Multipart uploads with real progress, for the browser (XMLHttpRequest upload events) and for Node (a
// streamed request body: progress counts the bytes fetch has pulled to send). openapi-fetch cannot report
// upload progress, so both front ends upload through here; knowledge hub files through `uploadHubFile`.
import { ACCEPT_HEADER, browserCookie, type Schemas, XSRF_COOKIE, XSRF_HEADER } from '../client.js';
import { ApiError, networkError, toApiError } from '../errors.js';
import { type HubFileKind, UPLOAD_MESSAGES, type UploadCandidate, uploadError } from '../rules/files.js';

export interface UploadFile {
  name: string;
  type: string;
  /** The file's bytes (Node) or the File/Blob itself (browser). */
  data: Uint8Array | Blob;
}

export interface UploadOptions {
  /** e.g. `/api` in the browser, `http://localhost:3000/api` in Node. */
  baseUrl: string;
  /** Contract path, e.g. `/knowledgehub/uploads`. */
  path: string;
  /** The multipart field of the file (`file`, `avatar`). */
  field: string;
  file: UploadFile;
  fields?: Record<string, string>;
  token?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

const CHUNK = 64 * 1024;

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function uploadInBrowser<T>(options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
    const blob =
      options.file.data instanceof Blob
        ? options.file.data
        : new Blob([options.file.data as BlobPart], { type: options.file.type });
    form.append(options.field, blob, options.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${options.baseUrl}${options.path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', ACCEPT_HEADER);
    const xsrf = browserCookie(XSRF_COOKIE);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError(new Error('upload failed')));
    xhr.onabort = () => reject(new ApiError(0, 'Error', 'The upload was cancelled.', 'aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** The multipart body as parts, so it can be streamed and counted. */
function multipartParts(options: UploadOptions, bytes: Uint8Array, boundary: string): Uint8Array[] {
  const enc = new TextEncoder();
  const quote = (s: string) => s.replace(/[\r\n"]/g, '_');
  const parts: Uint8Array[] = [];
  for (const [key, value] of Object.entries(options.fields ?? {})) {
    parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(key)}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    enc.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quote(options.field)}"; filename="${quote(options.file.name)}"\r\n` +
        `Content-Type: ${options.file.type || 'application/octet-stream'}\r\n\r\n`,
    ),
  );
  for (let offset = 0; offset < bytes.byteLength; offset += CHUNK) parts.push(bytes.subarray(offset, offset + CHUNK));
  parts.push(enc.encode(`\r\n--${boundary}--\r\n`));
  return parts;
}

async function uploadInNode<T>(options: UploadOptions): Promise<T> {
  const bytes =
    options.file.data instanceof Uint8Array ? options.file.data : new Uint8Array(await options.file.data.arrayBuffer());
  const boundary = `----idea-studio-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const parts = multipartParts(options, bytes, boundary);
  const total = parts.reduce((sum, p) => sum + p.byteLength, 0);
  let sent = 0;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[index++];
      if (!part) {
        controller.close();
        return;
      }
      controller.enqueue(part);
      sent += part.byteLength;
      options.onProgress?.(Math.min(sent, total), total);
    },
  });
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Content-Length': String(total),
    Accept: ACCEPT_HEADER,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl}${options.path}`, {
      method: 'POST',
      headers,
      body,
      signal: options.signal,
      // Node's fetch streams a ReadableStream body only in half-duplex mode.
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
  } catch (error) {
    throw networkError(error);
  }
  const parsed = parse(await response.text());
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

/** Uploads one file as multipart/form-data, reporting progress; resolves to the parsed answer. */
export function uploadWithProgress<T>(options: UploadOptions): Promise<T> {
  return typeof XMLHttpRequest === 'function' ? uploadInBrowser<T>(options) : uploadInNode<T>(options);
}

/** Sends one multipart upload: `uploadWithProgress`, or a stand-in (the web's tests answer through a fake API). */
export type UploadSender = <T>(options: UploadOptions) => Promise<T>;

/** One progress event of an upload: bytes sent of all bytes, and the whole percent (0–100). */
export interface UploadProgress {
  loaded: number;
  total: number;
  percentage: number;
}

/** The whole percent of an upload's progress, 0–100. */
export function uploadPercentage(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

/** Headline, status and code the server answers for each broken upload rule (the hub service uses the same). */
const RULE_ANSWERS: Record<string, { status: number; code: string }> = {
  [UPLOAD_MESSAGES.duplicate]: { status: 409, code: 'fileExists' },
  [UPLOAD_MESSAGES.type]: { status: 415, code: 'fileType' },
  [UPLOAD_MESSAGES.RAGFILE]: { status: 413, code: 'fileTooLarge' },
  [UPLOAD_MESSAGES.PITCHDECK]: { status: 413, code: 'fileTooLarge' },
};
export const UPLOAD_FAILED_HEADLINE = 'Upload failed';

/**
 * The upload rule a file breaks (part 1 §5: duplicate name, type, size), as the same `ApiError` the server would
 * answer, so callers handle a refusal before sending and one after it alike; undefined when it may upload.
 */
export function hubUploadRefusal(
  file: UploadCandidate,
  existingNames: Iterable<string>,
  kind: HubFileKind,
): ApiError | undefined {
  const message = uploadError(file, existingNames, kind);
  if (!message) return undefined;
  const answer = RULE_ANSWERS[message] ?? { status: 400, code: 'invalidFile' };
  return new ApiError(answer.status, UPLOAD_FAILED_HEADLINE, message, answer.code);
}

export interface HubUploadOptions {
  /** e.g. `/api` in the browser, `http://localhost:3000/api` in Node. */
  baseUrl: string;
  /** The hub: a project's id (for a pitch deck the default project's). */
  projectId: string;
  file: UploadFile;
  /** RAGFILE (default, at most 2 MB) or PITCHDECK (at most 5 MB; it replaces the one there). */
  kind?: HubFileKind;
  /** Names already in the hub: the file may not take one of them ('File already exists'). */
  existingNames?: Iterable<string>;
  token?: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Injected sender; `uploadWithProgress` otherwise. */
  send?: UploadSender;
}

/**
 * Uploads one file into a project's knowledge hub (uploadHubFile) with progress events. The SDK's upload rules are
 * checked first: a file that breaks one is refused without a request, rejecting like the server would (see
 * `hubUploadRefusal`). Resolves to the stored file.
 */
export async function uploadHubFile(options: HubUploadOptions): Promise<Schemas['HubFile']> {
  const { file, kind = 'RAGFILE', onProgress } = options;
  const size = file.data instanceof Uint8Array ? file.data.byteLength : file.data.size;
  const refusal = hubUploadRefusal({ name: file.name, type: file.type, size }, options.existingNames ?? [], kind);
  if (refusal) throw refusal;
  const send = options.send ?? uploadWithProgress;
  return send<Schemas['HubFile']>({
    baseUrl: options.baseUrl,
    path: '/knowledgehub/uploads',
    field: 'file',
    file,
    fields: { hubId: options.projectId, fileType: kind },
    token: options.token,
    signal: options.signal,
    onProgress:
      onProgress && ((loaded, total) => onProgress({ loaded, total, percentage: uploadPercentage(loaded, total) })),
  });
}

export { multipartParts as _multipartPartsForTests };
