import { ApiError, unwrap } from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { saveBlob } from '../../../ui/saveBlob';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';
import type { ResultFile } from '../resultFiles';

const filePath = (file: ResultFile) => ({
  params: { path: { roundId: file.roundId, fileId: file.fileId, fileName: file.fileName } },
});

/**
 * Download and delete of a round's result files (part 2 §7.2, §8). A refused download (403) is the info message
 * 'Download not allowed' / 'You are not allowed to download this file!'; other failures follow the interceptor. A
 * deleted file changes the round: its data and files are asked again.
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

  const roundChanged = useRoundChanged();
  const deletion = useMutation({
    mutationFn: async (file: ResultFile) => {
      await unwrap(client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', filePath(file)));
      // The step result that belongs to the file (the server usually took it along already).
      await quiet
        .DELETE('/rounds/{roundId}/results/by-file/{fileId}', {
          params: { path: { roundId: file.roundId, fileId: file.fileId } },
        })
        .catch(() => undefined);
    },
    onSuccess: (_done, file) => roundChanged(file.roundId),
  });
  const { mutateAsync } = deletion;

  /** Deletes the file, then the step result that belongs to it; true once the round is shown without it. */
  const remove = useCallback(
    (file: ResultFile): Promise<boolean> =>
      mutateAsync(file).then(
        () => true,
        () => false, // the snackbar shows why
      ),
    [mutateAsync],
  );

  return { download, remove };
}
