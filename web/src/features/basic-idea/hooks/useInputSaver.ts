import type { InputEntry } from '@idea-studio/sdk';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../../app/ApiProvider';

/** Typing is saved this long after the last change (each change is saved; bursts become one request). */
export const INPUT_SAVE_DELAY_MS = 400;

/**
 * Saves a step's input (saveUserInput) after each change, coalescing quick bursts of typing. `flush()` saves what
 * is pending at once and resolves when every save so far has settled (before autofill, Save Result, Support me).
 */
export function useInputSaver(roundId: string, stepId: string) {
  const { client } = useApi();
  const pending = useRef<InputEntry[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const content = pending.current;
    pending.current = null;
    if (content) {
      chain.current = chain.current.then(() =>
        client
          .PUT('/rounds/{roundId}/inputs/{stepId}', { params: { path: { roundId, stepId } }, body: { content } })
          .catch(() => undefined),
      );
    }
    await chain.current;
  }, [client, roundId, stepId]);

  const schedule = useCallback(
    (content: InputEntry[]) => {
      pending.current = content;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), INPUT_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Saves at once, replacing anything pending. */
  const saveNow = useCallback(
    async (content: InputEntry[]) => {
      pending.current = content;
      await flush();
    },
    [flush],
  );

  // Leaving the step saves what is still pending.
  useEffect(() => () => void flush(), [flush]);

  return { schedule, flush, saveNow };
}
