import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per distinct `key` (default: once per mount), also under React's StrictMode, which runs
 * mount effects twice in development. For one-shot requests that must not repeat: confirming an e-mail (single
 * use), auto-submitting a 2FA code from the URL, auto-login. A `null` key skips the run.
 */
export function useOnce(effect: () => void, key: string | null = '') {
  const done = useRef<string | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    latest.current();
  }, [key]);
}
