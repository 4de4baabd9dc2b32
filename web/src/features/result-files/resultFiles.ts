import type { Schemas } from '@idea-studio/sdk';

export type ResultFile = Schemas['ResultFile'];

/** Outputs of the closing view carry this file type prefix and are listed under Downloads (part 2 §2.16). */
export const OUTPUT_PREFIX = 'output_';

export type ResultFileGroup =
  | { kind: 'step'; key: string; stepNr: number; stepId: string; files: ResultFile[] }
  | { kind: 'downloads'; key: string; files: ResultFile[] };

const newestFirst = (a: ResultFile, b: ResultFile) => b.dateCreated.localeCompare(a.dateCreated);

/**
 * Groups a round's files for the results list: one group per step ('STEP n - name', ordered by the step
 * number), then the outputs ('Downloads'). Inside a group the newest file comes first.
 */
export function groupResultFiles(files: readonly ResultFile[]): ResultFileGroup[] {
  const steps = new Map<string, Extract<ResultFileGroup, { kind: 'step' }>>();
  const downloads: ResultFile[] = [];
  for (const file of files) {
    if (file.fileType.startsWith(OUTPUT_PREFIX)) {
      downloads.push(file);
      continue;
    }
    const key = `${file.currentStepNr}:${file.stepId}`;
    const group = steps.get(key) ?? { kind: 'step', key, stepNr: file.currentStepNr, stepId: file.stepId, files: [] };
    group.files.push(file);
    steps.set(key, group);
  }
  const groups: ResultFileGroup[] = [...steps.values()]
    .sort((a, b) => a.stepNr - b.stepNr || a.stepId.localeCompare(b.stepId))
    .map((group) => ({ ...group, files: group.files.sort(newestFirst) }));
  if (downloads.length) groups.push({ kind: 'downloads', key: 'downloads', files: downloads.sort(newestFirst) });
  return groups;
}

/** Only the file's creator and the project owner may download or delete it (part 2 §5, §6). */
export function canManageFile(file: Pick<ResultFile, 'userId' | 'projectOwnerId'>, userId: string | undefined) {
  return !!userId && (file.userId === userId || file.projectOwnerId === userId);
}
