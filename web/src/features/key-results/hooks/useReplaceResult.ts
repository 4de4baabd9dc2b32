import { replaceStepResult, type Schemas } from '@idea-studio/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import type { LocatedResult } from '../../track-data/roundResults';

type UserTrack = Schemas['UserTrack'];

/** Puts a saved step result into a round's results (an existing result of the step is replaced, part 2 §4.10). */
export function withResult(track: UserTrack, saved: LocatedResult): UserTrack {
  const { streamId, result } = saved;
  const others = track.results.map((entry) => ({
    ...entry,
    stepResults: entry.stepResults.filter((r) => r.stepId !== result.stepId),
  }));
  const target = others.find((entry) => entry.streamId === streamId);
  const results = target
    ? others.map((entry) => (entry === target ? { ...entry, stepResults: [...entry.stepResults, result] } : entry))
    : [...others, { streamId, stepResults: [result] }];
  return { ...track, results };
}

export interface ReplaceResult {
  roundId: string;
  stepId: string;
  /** The edited values. */
  values: unknown;
}

/**
 * Saves edited values as a step's result (the SDK's `replaceStepResult`: a new PDF from the values, the step result
 * pointing to it, then the old file deleted), against the round as the server has it now. The saved result goes
 * into the user's rounds at once (the dashboard shows it without asking again); the round's data and files are
 * asked again where shown. Resolves to the saved result and its new file.
 */
export function useReplaceResult() {
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roundId, stepId, values }: ReplaceResult) => {
      // The round as the server has it now, so the file replaced is the one the result points to.
      const data = await queryClient.fetchQuery({ ...serverState.round($api, roundId), staleTime: 0 });
      const saved = await replaceStepResult(client, data, stepId, values);
      const result: LocatedResult = { streamId: saved.result.streamId ?? saved.streamId, result: saved.result };
      return { result, file: saved.file };
    },
    onSuccess: ({ result }, { roundId }) => {
      queryClient.setQueryData(serverState.userTracks($api).queryKey, (tracks) =>
        tracks?.map((track) => (track.roundId === roundId ? withResult(track, result) : track)),
      );
      void queryClient.invalidateQueries({ queryKey: serverState.round($api, roundId).queryKey });
      void queryClient.invalidateQueries({ queryKey: serverState.resultFiles($api, roundId).queryKey });
    },
  });
}
