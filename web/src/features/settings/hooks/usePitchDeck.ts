import { ApiError, defaultProject, networkError, unwrap } from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { errorMessage } from '../../../app/api';
import { userAtom } from '../../auth/atoms';
import { useHubChanges } from '../../hub/hooks/useHubChanges';

/**
 * The pitch deck of the company (part 1 §4, §5): one file of the default project's hub, kind PITCHDECK, at most
 * 5 MB, uploaded through the SDK's `uploadHubFile` (its rules first, then the upload with progress). Uploading
 * replaces the one there; the trash deletes it through the hub and clears it on success. Both change the hub list
 * and the user's company data.
 */
export function usePitchDeck() {
  const { client, uploadHubFile, report } = useApi();
  const user = useAtomValue(userAtom);
  const [percentage, setPercentage] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const projectId = user ? defaultProject(user)?.projectId : undefined;
  const changes = useHubChanges(projectId);
  const file = user?.companyData.pitchDeck ?? null;

  const upload = async (chosen: File | null) => {
    if (!chosen || !projectId || percentage !== null) return;
    setError(null);
    setPercentage(0);
    try {
      const stored = await uploadHubFile({
        projectId,
        kind: 'PITCHDECK',
        file: { name: chosen.name, type: chosen.type, data: chosen },
        onProgress: (progress) => setPercentage(progress.percentage),
      });
      changes.stored(stored);
    } catch (cause) {
      const failure = cause instanceof ApiError ? cause : networkError(cause);
      if (failure.isUnauthorized || failure.isRateLimited) report(failure);
      setError(errorMessage(failure).text);
    } finally {
      setPercentage(null);
    }
  };

  const deletion = useMutation({
    mutationFn: (fileId: string) => unwrap(client.DELETE('/knowledgehub/{id}', { params: { path: { id: fileId } } })),
    onSuccess: (_answer, fileId) => {
      changes.deleted(fileId);
      setError(null);
    },
  });

  const remove = async () => {
    if (!file || deletion.isPending) return;
    // the snackbar shows why a deletion failed; the pitch deck stays
    await deletion.mutateAsync(file.fileId).catch(() => undefined);
  };

  return { file, projectId, percentage, error, deleting: deletion.isPending, upload, remove };
}
