import { type AppStore, appStore } from '../../app/store';
import { type SnackbarMessage, showSnackbarAtom } from './snackbarAtoms';

/**
 * Shows a message in the global snackbar. Plain function, usable outside React — e.g. from the SDK client's
 * error hook: `notify({ type: 'error', headline: body.msg.headline, text: body.msg.text })`.
 */
export function notify(message: SnackbarMessage, store: AppStore = appStore): void {
  store.set(showSnackbarAtom, message);
}
