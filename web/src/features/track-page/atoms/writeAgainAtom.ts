import { atom } from 'jotai';

/**
 * How the open step writes its result anew, for "Write again" in the notice of a result written from an earlier
 * reading of the idea: the step's own way (Save Result again, autofill, a new deck, the mentor asked again), which
 * goes through the step's own confirmations. The step's view sets it (useWriteAgain) and clears it when it closes.
 */
export const writeAgainAtom = atom<{ stepId: string; run: () => void } | null>(null);
