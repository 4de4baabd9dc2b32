import type { InputEntry } from '@idea-studio/sdk';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../../app/ApiProvider';

/** Typing is saved this long after the last change (each change is saved; bursts become one request). */
export const INPUT_SAVE_DELAY_MS = 400;

/**
 * Saves a step's input (saveUserInput) after each change, coalescing quick bursts of typing. `flush()` saves what
 * is pending at once and resolves when every save so far has settled (before autofill, Save Result, Support me,
 * and when the text field is left). Leaving the page (reload, closing the tab) sends what is pending as a
 * keepalive request, which the browser completes after the page is gone; it goes through the same client, so the
 * session cookie and the XSRF header apply as to every other save.
 */
export function useInputSaver<T = InputEntry[]>(roundId: string, stepId: string) {
  const { client } = useApi();
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback(
    (content: T, keepalive = false) =>
      client
        .PUT('/rounds/{roundId}/inputs/{stepId}', {
          params: { path: { roundId, stepId } },
          body: { content },
          keepalive,
        })
        .catch(() => undefined),
    [client, roundId, stepId],
  );

  /** Takes what is waiting for the timer, if anything. */
  const take = useCallback(() => {
    clearTimeout(timer.current);
    const content = pending.current;
    pending.current = null;
    return content;
  }, []);

  const flush = useCallback(async () => {
    const content = take();
    if (content) chain.current = chain.current.then(() => send(content));
    await chain.current;
  }, [take, send]);

  const schedule = useCallback(
    (content: T) => {
      pending.current = content;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), INPUT_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Saves at once, replacing anything pending. */
  const saveNow = useCallback(
    async (content: T) => {
      pending.current = content;
      await flush();
    },
    [flush],
  );

  // Leaving the step saves what is still pending; leaving the page sends it at once, without waiting for earlier
  // saves (a chained request would start only after the page is gone).
  useEffect(() => () => void flush(), [flush]);
  useEffect(() => {
    const leave = () => {
      const content = take();
      if (content) void send(content, true);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [take, send]);

  return { schedule, flush, saveNow };
}
