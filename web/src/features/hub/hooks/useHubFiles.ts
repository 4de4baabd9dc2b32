import { ApiError, networkError, unwrap } from '@idea-studio/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { errorMessage } from '../../../app/api';
import { serverState } from '../../../app/queries';
import { useWarnOnce } from '../../../app/useWarnOnce';
import { type HubEntry, newEntries, storedEntry } from '../hubFiles';
import { useHubChanges } from './useHubChanges';

export interface HubFiles {
  /** The rows, newest first; null while the list loads. */
  entries: HubEntry[] | null;
  /** The list could not be loaded (the snackbar said why). */
  failed: boolean;
  /** Keys of stored files whose deletion is running. */
  removing: ReadonlySet<string>;
  /** Lists the files with their errors and uploads the valid ones, each with its own progress. */
  add: (files: File[]) => void;
  /**
   * Invalid rows leave the list at once; stored files only after the server deleted them. Settles when done, so
   * a confirmation can show the deletion running.
   */
  remove: (entry: HubEntry) => Promise<void>;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : networkError(error));

/**
 * The knowledge hub of a project (part 1 §2 My Files, §4 knowledge hub file, §5 upload rules): the stored files
 * (listHubFiles, server state), uploads through the SDK's `uploadHubFile` with real progress (kind RAGFILE) and
 * deletion (deleteHubFile). The rows chosen here (uploading, refused, and those stored since) keep their place at
 * the top; the stored list follows. Without a project (no default project, part 1 §7) this is only logged and the
 * list stays empty.
 */
export function useHubFiles(projectId: string | undefined): HubFiles {
  const { client, $api, uploadHubFile, report } = useApi();
  const changes = useHubChanges(projectId);
  useWarnOnce(projectId ? null : 'Knowledge hub: the user has no default project, so there are no files to show.');
  const list = useQuery({ ...serverState.hubFiles($api, projectId ?? ''), enabled: !!projectId });
  /** Rows of the files chosen in this view, newest first. */
  const [chosen, setChosen] = useState<HubEntry[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const entries = useMemo(() => {
    if (!projectId || list.isError) return chosen;
    if (!list.data) return null;
    const shown = new Set(chosen.map((entry) => entry.fileId).filter(Boolean));
    return [...chosen, ...list.data.filter((file) => !shown.has(file.fileId)).map(storedEntry)];
  }, [projectId, list.isError, list.data, chosen]);
  const listed = useRef<HubEntry[]>([]);
  listed.current = entries ?? [];

  const update = useCallback((key: string, change: (entry: HubEntry) => HubEntry) => {
    setChosen((current) => current.map((entry) => (entry.key === key ? change(entry) : entry)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (!projectId || files.length === 0) return;
      const names = listed.current.map((entry) => entry.name);
      const rows = newEntries(files, listed.current);
      setChosen((current) => [...rows, ...current]);
      rows.forEach((row, index) => {
        const file = files[index];
        const existingNames = names.slice();
        names.push(row.name);
        if (row.status !== 'uploading' || !file) return;
        uploadHubFile({
          projectId,
          file: { name: file.name, type: file.type, data: file },
          existingNames,
          onProgress: ({ percentage }) => update(row.key, (entry) => ({ ...entry, percentage })),
        }).then(
          (stored) => {
            update(row.key, () => storedEntry(stored));
            changes.stored(stored);
          },
          (cause: unknown) => {
            const error = asApiError(cause);
            // A lost session or the rate limit concern the whole app, not this row.
            if (error.isUnauthorized || error.isRateLimited) report(error);
            update(row.key, (entry) => ({
              ...entry,
              status: 'invalid',
              percentage: undefined,
              errorText: errorMessage(error).text,
            }));
          },
        );
      });
    },
    [projectId, uploadHubFile, report, update, changes],
  );

  const deletion = useMutation({
    mutationFn: (fileId: string) => unwrap(client.DELETE('/knowledgehub/{id}', { params: { path: { id: fileId } } })),
    onSuccess: (_answer, fileId) => {
      setChosen((current) => current.filter((row) => row.fileId !== fileId));
      // The pitch deck is a hub file too: the company data must not keep pointing to a deleted one.
      changes.deleted(fileId);
    },
  });
  const { mutateAsync } = deletion;

  const remove = useCallback(
    async (entry: HubEntry) => {
      if (entry.status === 'invalid') {
        setChosen((current) => current.filter((row) => row.key !== entry.key));
        return;
      }
      const fileId = entry.fileId;
      if (entry.status !== 'done' || !fileId) return;
      setRemoving((current) => new Set(current).add(entry.key));
      await mutateAsync(fileId)
        .catch(() => undefined) // the snackbar shows why; the file stays listed
        .finally(() =>
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(entry.key);
            return next;
          }),
        );
    },
    [mutateAsync],
  );

  return { entries, failed: list.isError, removing, add, remove };
}
