// Real interviews a founder recorded for a round (issue 26): the notes of a conversation, pasted or from a .txt or
// .docx file, who it was with and when. The server reads the notes against the round's pains (quotes verbatim,
// pains confirmed or contradicted, surprises) and sums the records up as insights. Works in the browser and in
// Node: a file travels as its bytes in base64, with its name.
import { type IdeaClient, type Schemas, unwrap } from '../client.js';

export type InterviewRecord = Schemas['InterviewRecord'];
export type InterviewList = Schemas['InterviewList'];
export type InterviewInsights = Schemas['InterviewInsights'];
export type InterviewAnalysis = Schemas['InterviewAnalysis'];
export type InterviewCreate = Schemas['InterviewCreate'];

/** The largest interview file the server reads (413 above). */
export const MAX_INTERVIEW_FILE_BYTES = 1_000_000;
/** The most characters of notes the server keeps and reads (400 above, naming the limit). */
export const MAX_INTERVIEW_NOTES_CHARS = 50_000;
/** The file types an interview can come from (415 otherwise). */
export const INTERVIEW_FILE_EXTENSIONS = ['.txt', '.docx'] as const;

/** Who the conversation was with and when (heldOn YYYY-MM-DD; the server takes today when it is left out). */
export interface InterviewMeta {
  role: string;
  persona?: string | null;
  heldOn?: string | null;
}

/** An interview file: its name (the extension tells the type) and its bytes. */
export interface InterviewFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Whether a file name is one the server reads as interview notes. */
export const isInterviewFileName = (name: string): boolean =>
  INTERVIEW_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** Bytes as base64, in the browser and in Node alike (btoa is global in both). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** The body of createInterview without empty optional fields. */
function metaOf(meta: InterviewMeta): Pick<InterviewCreate, 'role' | 'persona' | 'heldOn'> {
  return {
    role: meta.role,
    ...(meta.persona?.trim() ? { persona: meta.persona.trim() } : {}),
    ...(meta.heldOn?.trim() ? { heldOn: meta.heldOn.trim() } : {}),
  };
}

/** The round's records (latest conversation first) and their insights against the round's pains now. */
export const listInterviews = (client: IdeaClient, roundId: string): Promise<InterviewList> =>
  unwrap(client.GET('/rounds/{roundId}/interviews', { params: { path: { roundId }, query: {} } }));

/** Records a conversation from notes typed or pasted. */
export const createInterview = (client: IdeaClient, roundId: string, notes: string, meta: InterviewMeta) =>
  unwrap(
    client.POST('/rounds/{roundId}/interviews', {
      params: { path: { roundId } },
      body: { notes, ...metaOf(meta) },
    }),
  );

/** Records a conversation from a .txt or .docx file (the server extracts its text). */
export const createInterviewFromFile = (
  client: IdeaClient,
  roundId: string,
  file: InterviewFile,
  meta: InterviewMeta,
): Promise<InterviewRecord> =>
  unwrap(
    client.POST('/rounds/{roundId}/interviews', {
      params: { path: { roundId } },
      body: { document: { fileName: file.fileName, data: bytesToBase64(file.bytes) }, ...metaOf(meta) },
    }),
  );

/** Deletes a record of the round. */
export const deleteInterview = (client: IdeaClient, roundId: string, interviewId: string) =>
  unwrap(client.DELETE('/rounds/{roundId}/interviews/{interviewId}', { params: { path: { roundId, interviewId } } }));
