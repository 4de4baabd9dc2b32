import { atom } from 'jotai';

/**
 * The step whose footer Next is held back although its result file exists: the founder changed what the result
 * was made of (a sorted persona taken back in User Tinder, an answer edited or deleted in Insight Mapping, part 2
 * §4.4, §4.7), so the result must be saved again first. The step's view sets it and clears it on save and when it
 * closes.
 */
export const nextHeldAtom = atom<string | null>(null);
