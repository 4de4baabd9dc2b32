import type { Schemas, UserData } from '@idea-studio/sdk';

type HubFile = Schemas['HubFile'];

/**
 * The user data with a newly stored hub file (part 1 §3): a pitch deck becomes the company's (replacing the one
 * there), any other file heads its project's `ragFiles`.
 */
export function withHubFile(user: UserData, projectId: string, file: HubFile): UserData {
  if (file.fileType === 'PITCHDECK') return { ...user, companyData: { ...user.companyData, pitchDeck: file } };
  const known = user.ragFiles.some((entry) => entry.projectId === projectId);
  const ragFiles = known
    ? user.ragFiles.map((entry) =>
        entry.projectId === projectId ? { ...entry, files: [file, ...entry.files] } : entry,
      )
    : [...user.ragFiles, { projectId, files: [file] }];
  return { ...user, ragFiles };
}

/** The user data without a deleted hub file: out of its project's `ragFiles`, or no longer the pitch deck. */
export function withoutHubFile(user: UserData, fileId: string): UserData {
  const pitchDeck = user.companyData.pitchDeck?.fileId === fileId ? null : user.companyData.pitchDeck;
  return {
    ...user,
    companyData: pitchDeck === user.companyData.pitchDeck ? user.companyData : { ...user.companyData, pitchDeck },
    ragFiles: user.ragFiles.map((entry) => ({ ...entry, files: entry.files.filter((f) => f.fileId !== fileId) })),
  };
}

/** A project's hub list with a newly stored file first (a new pitch deck replaces the old one, as on the server). */
export function listWithHubFile(list: HubFile[], file: HubFile): HubFile[] {
  const kept = list.filter(
    (f) => f.fileId !== file.fileId && !(file.fileType === 'PITCHDECK' && f.fileType === 'PITCHDECK'),
  );
  return [file, ...kept];
}
