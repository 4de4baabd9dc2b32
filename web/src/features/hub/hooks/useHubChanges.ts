import type { Schemas } from '@idea-studio/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { userAtom } from '../../auth/atoms';
import { listWithHubFile, withHubFile, withoutHubFile } from '../userHubFiles';

type HubFile = Schemas['HubFile'];

/**
 * What a hub upload or deletion changes, written where the app keeps it: the project's hub list (My Files) and the
 * user data (the company's pitch deck, the projects' `ragFiles`).
 */
export function useHubChanges(projectId: string | undefined) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const setUser = useSetAtom(userAtom);
  const listKey = useMemo(() => serverState.hubFiles($api, projectId ?? '').queryKey, [$api, projectId]);

  const stored = useCallback(
    (file: HubFile) => {
      if (!projectId) return;
      queryClient.setQueryData(listKey, (list) => list && listWithHubFile(list, file));
      setUser((user) => user && withHubFile(user, projectId, file));
    },
    [queryClient, listKey, projectId, setUser],
  );

  const deleted = useCallback(
    (fileId: string) => {
      queryClient.setQueryData(listKey, (list) => list?.filter((f) => f.fileId !== fileId));
      setUser((user) => user && withoutHubFile(user, fileId));
    },
    [queryClient, listKey, setUser],
  );

  return useMemo(() => ({ stored, deleted }), [stored, deleted]);
}
