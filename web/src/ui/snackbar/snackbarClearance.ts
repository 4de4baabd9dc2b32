import { atom, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';

/** The snackbar's distance from the window's bottom edge where nothing needs to be kept clear (part 1 §2). */
export const SNACKBAR_MARGIN_PX = 24;
/** Its gap above a control it keeps clear. */
export const SNACKBAR_GAP_PX = 12;
/** Its width (narrower windows: the window less the margins). */
export const SNACKBAR_WIDTH_PX = 380;

/**
 * Controls at the bottom right that the snackbar must not cover (the track page's footer with Next Step, Johnny's
 * avatar and hint, a chat's message box), each as the height it reaches from the window's bottom edge, by the component that keeps it.
 */
export const snackbarClearancesAtom = atom<Record<string, number>>({});

/** The snackbar's bottom offset: above the highest control it keeps clear, else the usual margin. */
export const snackbarBottomAtom = atom((get) => {
  const reach = Math.max(0, ...Object.values(get(snackbarClearancesAtom)));
  return reach > 0 ? reach + SNACKBAR_GAP_PX : SNACKBAR_MARGIN_PX;
});

/**
 * Keeps the snackbar above the element given to the returned ref while it is shown (measured on mount, resize and
 * window resize and scroll; a hidden element reaches nowhere). For controls at the bottom right of the window.
 */
export function useSnackbarClearance<T extends HTMLElement>(): (element: T | null) => void {
  const id = useId();
  const setClearances = useSetAtom(snackbarClearancesAtom);
  const [element, setElement] = useState<T | null>(null);

  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      // Only what lies under the snackbar's column at the right counts (a message box at the left is not covered).
      const under = rect.right > window.innerWidth - SNACKBAR_MARGIN_PX - SNACKBAR_WIDTH_PX;
      const reach = rect.height > 0 && under ? Math.max(0, Math.round(window.innerHeight - rect.top)) : 0;
      setClearances((all) => (all[id] === reach ? all : { ...all, [id]: reach }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    // A control that is not fixed moves with the page (e.g. a message box further down).
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
      setClearances(({ [id]: _gone, ...rest }) => rest);
    };
  }, [element, id, setClearances]);

  return setElement;
}
