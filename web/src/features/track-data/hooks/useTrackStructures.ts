import type { TrackStructure } from '@idea-studio/sdk';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';

export interface TrackStructuresState {
  /** The loaded definitions by track id. */
  structures: Record<string, TrackStructure>;
  /** Every requested track is loaded. */
  ready: boolean;
  /** Loading failed (the snackbar told why). */
  failed: boolean;
}

/**
 * The definitions of the given tracks through the SDK's `loadTrackStructure`. They are reference data: loaded once
 * per page view and shared by the dashboard and the track page.
 */
export function useTrackStructures(trackIds: readonly string[]): TrackStructuresState {
  const { quiet } = useApi();
  const key = [...new Set(trackIds)].sort().join('\n');
  const ids = useMemo(() => (key ? key.split('\n') : []), [key]);
  return useQueries({
    queries: ids.map((id) => serverState.trackStructure(quiet, id)),
    combine: (results) => ({
      structures: Object.fromEntries(
        results.flatMap((result, index) => (result.data ? [[ids[index] as string, result.data]] : [])),
      ),
      ready: results.every((result) => result.isSuccess),
      failed: results.some((result) => result.isError),
    }),
  });
}

/** One track's definition, or null while it loads. */
export function useTrackStructure(trackId: string): TrackStructuresState & { structure: TrackStructure | null } {
  const state = useTrackStructures(useMemo(() => [trackId], [trackId]));
  return { ...state, structure: state.structures[trackId] ?? null };
}
