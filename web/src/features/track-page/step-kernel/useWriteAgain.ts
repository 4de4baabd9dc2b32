import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { writeAgainAtom } from '../atoms/writeAgainAtom';

/**
 * Offers the step's own way of writing its result anew to "Write again" (the notice of a result written from an
 * earlier reading of the idea, shown by the track page). `run` is called only on the founder's click; the latest one
 * is used, so it may change on every render.
 */
export function useWriteAgain(stepId: string, run: () => void): void {
  const setWriteAgain = useSetAtom(writeAgainAtom);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    setWriteAgain({ stepId, run: () => latest.current() });
    return () => setWriteAgain((current) => (current?.stepId === stepId ? null : current));
  }, [stepId, setWriteAgain]);
}
