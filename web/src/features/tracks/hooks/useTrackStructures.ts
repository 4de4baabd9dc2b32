import { loadTrackStructure, type TrackStructure } from '@idea-studio/sdk';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { trackStructuresAtom } from '../atoms/trackStructuresAtom';

export interface TrackStructuresState {
  /** The loaded definitions by track id. */
  structures: Record<string, TrackStructure>;
  /** Every requested track is loaded. */
  ready: boolean;
  /** Loading failed (the snackbar told why). */
  failed: boolean;
}

/** Loads the definitions of the given tracks (those not loaded yet) through the SDK's `loadTrackStructure`. */
export function useTrackStructures(trackIds: readonly string[]): TrackStructuresState {
  const { client } = useApi();
  const [structures, setStructures] = useAtom(trackStructuresAtom);
  const [failed, setFailed] = useState(false);
  const key = [...new Set(trackIds)].sort().join('\n');
  const missing = useMemo(() => (key ? key.split('\n') : []).filter((id) => !structures[id]), [key, structures]);
  const missingKey = missing.join('\n');

  useEffect(() => {
    if (!missingKey) return;
    let alive = true;
    Promise.all(missingKey.split('\n').map((id) => loadTrackStructure(client, id))).then(
      (loaded) => {
        if (!alive) return;
        setStructures((current) => ({ ...current, ...Object.fromEntries(loaded.map((s) => [s.track.id, s])) }));
      },
      () => {
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [client, missingKey, setStructures]);

  return { structures, ready: missing.length === 0, failed };
}

/** One track's definition, or null while it loads. */
export function useTrackStructure(trackId: string): TrackStructuresState & { structure: TrackStructure | null } {
  const state = useTrackStructures(useMemo(() => [trackId], [trackId]));
  return { ...state, structure: state.structures[trackId] ?? null };
}
