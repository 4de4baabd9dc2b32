import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** Set while a page wants a Close button in the home header instead of the user menu (spec part 1 §2). */
export const backButtonAtom = atom(false);

/** Shows the Close button while the calling page is mounted. */
export function useBackButton() {
  const setBackButton = useSetAtom(backButtonAtom);
  useEffect(() => {
    setBackButton(true);
    return () => setBackButton(false);
  }, [setBackButton]);
}
