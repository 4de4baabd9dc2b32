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

/** Dialogs (part 1 §9): open and close animation, and their width bounds. */
export const DIALOG_OPEN_MS = 150;
export const DIALOG_CLOSE_MS = 75;
export const DIALOG_MAX_WIDTH_PX = 560;
export const DIALOG_MIN_WIDTH_PX = 280;
/** The instructions dialog and other small dialogs of the track page (part 2 §9). */
export const SMALL_DIALOG_WIDTH_PX = 500;

/** Team avatars shown in the track header before a '+n' count (part 1 §9, part 2 §9). */
export const TEAM_AVATARS_SHOWN = 2;

/** The results list panel of the track page (part 2 §2.16, §9). */
export const RESULTS_PANEL_WIDTH_PX = 280;
/** Content width of the track page (part 2 §9). */
export const PAGE_MAX_WIDTH_PX = 1400;
