import { ApiError, unwrap } from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { saveBlob } from '../../../ui/saveBlob';
import { showSnackbarAtom } from '../../../ui/snackbar';
import type { ResultFile } from '../resultFiles';

const filePath = (file: ResultFile) => ({
  params: { path: { roundId: file.roundId, fileId: file.fileId, fileName: file.fileName } },
});

/**
 * Download and delete of a round's result files (part 2 §7.2, §8). A refused download (403) is the info message
 * 'Download not allowed' / 'You are not allowed to download this file!'; other failures follow the interceptor.
 */
export function useResultFileActions() {
  const { t } = useTranslation();
  const { client, quiet, report } = useApi();
  const notify = useSetAtom(showSnackbarAtom);

  const download = useCallback(
    async (file: ResultFile): Promise<boolean> => {
      try {
        const blob = await unwrap(
          quiet.GET('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
            ...filePath(file),
            headers: { Accept: 'application/pdf' },
            parseAs: 'blob',
          }),
        );
        saveBlob(blob as Blob, file.fileName);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          notify({
            type: 'info',
            headline: t('results.notAllowed.headline'),
            text: t('results.notAllowed.text'),
          });
        } else {
          report(error);
        }
        return false;
      }
    },
    [quiet, report, notify, t],
  );

  /** Deletes the file, then the step result that belongs to it (the server usually took it along already). */
  const remove = useCallback(
    async (file: ResultFile): Promise<boolean> => {
      try {
        await unwrap(client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', filePath(file)));
      } catch {
        return false; // the snackbar shows why
      }
      await quiet
        .DELETE('/rounds/{roundId}/results/by-file/{fileId}', {
          params: { path: { roundId: file.roundId, fileId: file.fileId } },
        })
        .catch(() => undefined);
      return true;
    },
    [client, quiet],
  );

  return { download, remove };
}
