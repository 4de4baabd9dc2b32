import { type HubFileKind, type Schemas, UPLOAD_MESSAGES, uploadError } from '@idea-studio/sdk';

export type HubFile = Schemas['HubFile'];

/**
 * A row of the My Files list (part 1 §3 hub file with its client-only fields, §4 states): a stored file (`done`),
 * a file on its way (`uploading`, with the percentage of its bytes sent) or one that may not or could not be
 * uploaded (`invalid`, with its error text).
 */
export interface HubEntry {
  /** Stable key of the row: the file id once stored, a local id before. */
  key: string;
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type (the server's, judged by the bytes, once stored). */
  type: string;
  status: 'done' | 'uploading' | 'invalid';
  fileId?: string;
  fileType?: HubFile['fileType'];
  /** 0–100 while uploading. */
  percentage?: number;
  /** The rule the file broke or the server's text. */
  errorText?: string;
}

export function storedEntry(file: HubFile): HubEntry {
  return {
    key: file.fileId,
    name: file.name,
    size: file.size,
    type: file.type,
    status: 'done',
    fileId: file.fileId,
    fileType: file.fileType,
  };
}

let nextLocalId = 0;
const localKey = () => `local-${++nextLocalId}`;

/**
 * New rows for chosen or dropped files (part 1 §5): each checked in the spec's order — a name already listed
 * (including earlier files of the same choice), then the type, then the size. Valid files start uploading at 0 %.
 */
export function newEntries(
  files: readonly Pick<File, 'name' | 'size' | 'type'>[],
  listed: readonly Pick<HubEntry, 'name'>[],
  kind: HubFileKind = 'RAGFILE',
): HubEntry[] {
  const names = listed.map((entry) => entry.name);
  return files.map((file) => {
    const errorText = uploadError(file, names, kind);
    names.push(file.name);
    const base = { key: localKey(), name: file.name, size: file.size, type: file.type };
    return errorText ? { ...base, status: 'invalid', errorText } : { ...base, status: 'uploading', percentage: 0 };
  });
}

/** i18n keys of the upload messages the SDK and the server use, so they show in the UI language. */
export const UPLOAD_MESSAGE_KEYS = {
  [UPLOAD_MESSAGES.duplicate]: 'hub.errors.duplicate',
  [UPLOAD_MESSAGES.type]: 'hub.errors.type',
  [UPLOAD_MESSAGES.RAGFILE]: 'hub.errors.tooBigHub',
  [UPLOAD_MESSAGES.PITCHDECK]: 'hub.errors.tooBigPitchDeck',
} as const;

export function uploadMessageKey(text: string): (typeof UPLOAD_MESSAGE_KEYS)[keyof typeof UPLOAD_MESSAGE_KEYS] | null {
  return (
    (UPLOAD_MESSAGE_KEYS as Record<string, (typeof UPLOAD_MESSAGE_KEYS)[keyof typeof UPLOAD_MESSAGE_KEYS]>)[text] ??
    null
  );
}

/** The accept attribute of the hub's file pickers (part 1 §9). */
export const HUB_ACCEPT = '.pdf,.txt,.docx';
