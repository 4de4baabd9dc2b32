import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../ui/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True while the window is narrower than the mobile breakpoint; re-evaluated on every resize. */
export function useIsNarrowWindow(breakpointPx: number = MOBILE_BREAKPOINT_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < breakpointPx,
    () => false,
  );
}
