import { ApiError, networkError, unwrap } from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { errorMessage } from '../../../app/api';
import { userAtom } from '../../auth/atoms';
import { type HubEntry, type HubFile, newEntries, percentOf, storedEntry } from '../hubFiles';

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
 * (listHubFiles), uploads with real progress (uploadHubFile, kind RAGFILE) and deletion (deleteHubFile). Without a
 * project (no default project, part 1 §7) this is only logged and the list stays empty.
 */
export function useHubFiles(projectId: string | undefined): HubFiles {
  const { client, upload, report } = useApi();
  const setUser = useSetAtom(userAtom);
  const [entries, setEntries] = useState<HubEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const listed = useRef<HubEntry[]>([]);
  listed.current = entries ?? [];

  useEffect(() => {
    setEntries(null);
    setFailed(false);
    if (!projectId) {
      console.warn('Knowledge hub: the user has no default project, so there are no files to show.');
      setEntries([]);
      return;
    }
    let alive = true;
    unwrap(client.GET('/knowledgehub/{id}', { params: { path: { id: projectId } } })).then(
      (files) => alive && setEntries(files.map(storedEntry)),
      () => {
        if (!alive) return;
        setFailed(true);
        setEntries([]);
      },
    );
    return () => {
      alive = false;
    };
  }, [client, projectId]);

  const update = useCallback((key: string, change: (entry: HubEntry) => HubEntry) => {
    setEntries((current) => current?.map((entry) => (entry.key === key ? change(entry) : entry)) ?? current);
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (!projectId || files.length === 0) return;
      const rows = newEntries(files, listed.current);
      setEntries((current) => [...rows, ...(current ?? [])]);
      rows.forEach((row, index) => {
        const file = files[index];
        if (row.status !== 'uploading' || !file) return;
        upload<HubFile>({
          path: '/knowledgehub/uploads',
          field: 'file',
          file: { name: file.name, type: file.type, data: file },
          fields: { hubId: projectId, fileType: 'RAGFILE' },
          onProgress: (loaded, total) =>
            update(row.key, (entry) => ({ ...entry, percentage: percentOf(loaded, total) })),
        }).then(
          (stored) => update(row.key, () => storedEntry(stored)),
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
    [projectId, upload, report, update],
  );

  const remove = useCallback(
    async (entry: HubEntry) => {
      if (entry.status === 'invalid') {
        setEntries((current) => current?.filter((row) => row.key !== entry.key) ?? current);
        return;
      }
      const fileId = entry.fileId;
      if (entry.status !== 'done' || !fileId) return;
      setRemoving((current) => new Set(current).add(entry.key));
      await unwrap(client.DELETE('/knowledgehub/{id}', { params: { path: { id: fileId } } }))
        .then(
          () => {
            setEntries((current) => current?.filter((row) => row.key !== entry.key) ?? current);
            // The pitch deck is a hub file too: the company data must not keep pointing to a deleted one.
            setUser((current) =>
              current?.companyData.pitchDeck?.fileId === fileId
                ? { ...current, companyData: { ...current.companyData, pitchDeck: null } }
                : current,
            );
          },
          () => undefined, // the snackbar shows why; the file stays listed
        )
        .finally(() =>
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(entry.key);
            return next;
          }),
        );
    },
    [client, setUser],
  );

  return { entries, failed, removing, add, remove };
}
