import { atom } from 'jotai';

export const SNACKBAR_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** A message for the global snackbar (spec part 1 §2/§4/§8): a headline and a text of one of four types. */
export interface SnackbarMessage {
  type: SnackbarType;
  headline: string;
  text: string;
}

export interface SnackbarState extends SnackbarMessage {
  /** Grows with every message so that a repeated, identical message still restarts the auto-hide timer. */
  id: number;
  /** Set by each message, cleared on close or after the auto-hide delay. */
  visible: boolean;
}

const initialSnackbar: SnackbarState = { id: 0, visible: false, type: 'info', headline: '', text: '' };

/** The one global snackbar. Read it; change it through `showSnackbarAtom` / `hideSnackbarAtom` or `notify`. */
export const snackbarAtom = atom<SnackbarState>(initialSnackbar);

/** Shows a message, replacing the one currently shown. */
export const showSnackbarAtom = atom(null, (get, set, message: SnackbarMessage) => {
  set(snackbarAtom, {
    id: get(snackbarAtom).id + 1,
    visible: true,
    type: message.type,
    headline: message.headline,
    text: message.text,
  });
});

/**
 * Hides the snackbar. With an id, only that message is hidden — a timer of an older message then cannot close a
 * newer one. The content stays so the closing transition still shows it.
 */
export const hideSnackbarAtom = atom(null, (get, set, id?: number) => {
  const current = get(snackbarAtom);
  if (!current.visible || (id !== undefined && id !== current.id)) return;
  set(snackbarAtom, { ...current, visible: false });
});
