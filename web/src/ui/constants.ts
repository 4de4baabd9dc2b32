/**
 * Business constants of the user interface (spec part 1 §9). Keep every timing and breakpoint here so the
 * components and their tests agree on one value.
 */

/** The global snackbar hides itself this long after a message was shown. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

/** Windows narrower than this (in CSS pixels) get the full-screen "Use mobile?" notice. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The landing page claim shows each rotating word this long … */
export const CLAIM_ROTATION_MS = 3000;
/** … and leaves the word blank for this long before the next one appears. */
export const CLAIM_GAP_MS = 50;

/** The words of the landing page claim, in order (keys below `landing.claim.words`). */
export const CLAIM_WORDS = ['innovation', 'business', 'product'] as const;
export type ClaimWord = (typeof CLAIM_WORDS)[number];

/** Texts of the wait spinner and when they appear (ms after the spinner was mounted); nothing before the first. */
export const SPINNER_STAGES = [
  { afterMs: 1000, textKey: 'spinner.loading' },
  { afterMs: 4000, textKey: 'spinner.thinking' },
  { afterMs: 8000, textKey: 'spinner.aiWorking' },
] as const;
