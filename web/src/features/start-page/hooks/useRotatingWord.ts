import { useEffect, useState } from 'react';
import { CLAIM_GAP_MS, CLAIM_ROTATION_MS } from '../../../ui/constants';

/**
 * Cycles through `words`: every `intervalMs` the current word is blanked (null) for `gapMs`, then the next word
 * appears. The blank lets the next word enter with a fresh animation (spec part 1 §9: 3000 ms with a 50 ms gap).
 */
export function useRotatingWord<T>(
  words: readonly T[],
  intervalMs: number = CLAIM_ROTATION_MS,
  gapMs: number = CLAIM_GAP_MS,
): T | null {
  const [index, setIndex] = useState(0);
  const [blank, setBlank] = useState(false);
  const count = words.length;

  useEffect(() => {
    if (count < 2) return;
    let gapTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setBlank(true);
      gapTimer = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setBlank(false);
      }, gapMs);
    }, intervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(gapTimer);
    };
  }, [count, intervalMs, gapMs]);

  if (blank || count === 0) return null;
  return words[index % count] ?? null;
}
