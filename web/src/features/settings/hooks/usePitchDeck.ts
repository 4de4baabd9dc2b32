import { ApiError, defaultProject, networkError, type Schemas, unwrap, uploadError } from '@idea-studio/sdk';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { errorMessage } from '../../../app/api';
import { userAtom } from '../../auth/atoms';
import { percentOf } from '../../hub/hubFiles';

type HubFile = Schemas['HubFile'];

/**
 * The pitch deck of the company (part 1 §4, §5): one file of the default project's hub, kind PITCHDECK, at most
 * 5 MB. Uploading replaces the one there; the trash deletes it through the hub and clears it on success.
 */
export function usePitchDeck() {
  const { client, upload: send, report } = useApi();
  const [user, setUser] = useAtom(userAtom);
  const [percentage, setPercentage] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const projectId = user ? defaultProject(user)?.projectId : undefined;
  const file = user?.companyData.pitchDeck ?? null;

  const keep = (pitchDeck: HubFile | null) =>
    setUser((latest) => (latest ? { ...latest, companyData: { ...latest.companyData, pitchDeck } } : latest));

  const upload = async (chosen: File | null) => {
    if (!chosen || !projectId || percentage !== null) return;
    const broken = uploadError(chosen, [], 'PITCHDECK');
    setError(broken ?? null);
    if (broken) return;
    setPercentage(0);
    try {
      const stored = await send<HubFile>({
        path: '/knowledgehub/uploads',
        field: 'file',
        file: { name: chosen.name, type: chosen.type, data: chosen },
        fields: { hubId: projectId, fileType: 'PITCHDECK' },
        onProgress: (loaded, total) => setPercentage(percentOf(loaded, total)),
      });
      keep(stored);
    } catch (cause) {
      const failure = cause instanceof ApiError ? cause : networkError(cause);
      if (failure.isUnauthorized || failure.isRateLimited) report(failure);
      setError(errorMessage(failure).text);
    } finally {
      setPercentage(null);
    }
  };

  const remove = async () => {
    if (!file || deleting) return;
    setDeleting(true);
    try {
      await unwrap(client.DELETE('/knowledgehub/{id}', { params: { path: { id: file.fileId } } }));
      keep(null);
      setError(null);
    } catch {
      // the snackbar shows why; the pitch deck stays
    } finally {
      setDeleting(false);
    }
  };

  return { file, projectId, percentage, error, deleting, upload, remove };
}
