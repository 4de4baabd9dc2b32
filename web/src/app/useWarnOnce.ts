import { useEffect } from 'react';

/** Logs `message` to the console once for each time it appears (null: nothing to say). */
export function useWarnOnce(message: string | null) {
  useEffect(() => {
    if (message) console.warn(message);
  }, [message]);
}
