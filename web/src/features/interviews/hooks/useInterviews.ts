import {
  createInterview,
  createInterviewFromFile,
  deleteInterview,
  type InterviewList,
  type InterviewMeta,
  type InterviewRecord,
} from '@idea-studio/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiProvider';

/** What the Add interview dialog sends: pasted notes or a chosen file, with who and when. */
export type InterviewDraft = InterviewMeta & ({ notes: string; file?: undefined } | { file: File; notes?: undefined });

/**
 * The round's real interview records and their insights (listInterviews), recording one (createInterview, from
 * pasted notes or a .txt/.docx file) and deleting one (deleteInterview). After a change the list is asked again:
 * the insights are the server's reading of every record against the round's pains, never made up here. Failures
 * show in the snackbar (the app's client reports them).
 */
export function useInterviews(roundId: string) {
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  const list = queryOptions(
    $api.queryOptions('get', '/rounds/{roundId}/interviews', { params: { path: { roundId } } }),
  );
  const query = useQuery(list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: list.queryKey });

  const creation = useMutation({
    mutationFn: async (draft: InterviewDraft): Promise<InterviewRecord> => {
      const meta = { role: draft.role, persona: draft.persona, heldOn: draft.heldOn };
      if (draft.file) {
        const bytes = new Uint8Array(await draft.file.arrayBuffer());
        return createInterviewFromFile(client, roundId, { fileName: draft.file.name, bytes }, meta);
      }
      return createInterview(client, roundId, draft.notes, meta);
    },
    onSuccess: refresh,
  });
  const removal = useMutation({
    mutationFn: (interviewId: string) => deleteInterview(client, roundId, interviewId),
    onSuccess: refresh,
  });

  return {
    /** The records and insights; undefined while they load. */
    data: query.data as InterviewList | undefined,
    failed: query.isError,
    /** Records the interview; rejects when the server refused it (the snackbar says why). */
    add: (draft: InterviewDraft) => creation.mutateAsync(draft),
    adding: creation.isPending,
    remove: (interviewId: string) => removal.mutateAsync(interviewId),
  };
}
