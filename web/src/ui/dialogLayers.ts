import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The open dialogs of the app as a stack, so a dialog opened from another one (a result preview over Key Results,
 * a question over the settings) behaves as the layer on top: Esc closes only the top dialog, and closing a dialog
 * gives the focus back to the control that opened it.
 *
 * Mantine closes every open modal on Esc (each listens on the window) and returns focus only for modals that were
 * opened after they mounted; the app's dialogs are often mounted already open (by a query parameter or a row's
 * state), so both rules live here instead.
 */

interface Layer {
  close: () => void;
  closesOnEscape: () => boolean;
}

const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing) return;
  // Mantine marks controls that use Esc themselves (an open select) this way.
  const target = event.target instanceof Element ? event.target : null;
  if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
  const top = layers[layers.length - 1];
  if (top?.closesOnEscape()) top.close();
}

function push(layer: Layer) {
  if (layers.length === 0) window.addEventListener('keydown', onKeyDown, { capture: true });
  layers.push(layer);
}

function remove(layer: Layer) {
  const index = layers.indexOf(layer);
  if (index >= 0) layers.splice(index, 1);
  if (layers.length === 0) window.removeEventListener('keydown', onKeyDown, { capture: true });
}

/** How many dialogs are open (for tests). */
export function openDialogCount(): number {
  return layers.length;
}

const MENU = '[role="menu"]';

/**
 * The element focused last outside dropdown menus. A dialog chosen from a menu opens while the menu closes, and
 * the menu's items may already be gone then: the menu's button (focused before its items) stands in for them.
 */
let lastOutsideMenu: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(MENU)) lastOutsideMenu = target;
    },
    { capture: true },
  );
}

/** The control that opened a dialog: the focused element, or the menu button when a menu item (or nothing) is. */
function openerOf(active: Element | null): HTMLElement | null {
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  const menu = focused?.closest(MENU);
  if (focused && !menu) return focused;
  const menuButton = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : null;
  return menuButton ?? (lastOutsideMenu?.isConnected ? lastOutsideMenu : null);
}

export interface DialogLayerOptions {
  opened: boolean;
  onClose: () => void;
  closeOnEscape: boolean;
  /** Id of the element that holds the dialog (focus inside it when it closes goes back to the opener). */
  rootId: string;
}

/** Registers an open dialog as the top layer and returns the focus to its opener when it closes. */
export function useDialogLayer({ opened, onClose, closeOnEscape, rootId }: DialogLayerOptions): void {
  const latest = useRef({ onClose, closeOnEscape });
  useEffect(() => {
    latest.current = { onClose, closeOnEscape };
  });
  // Counts openings: a restore scheduled by one closing is dropped when the dialog opened again meanwhile (also
  // StrictMode's immediate close and reopen).
  const openings = useRef(0);

  // A layout effect: it runs before the dialog's focus trap moves the focus inside, so the opener is still focused.
  useLayoutEffect(() => {
    if (!opened) return;
    const opening = ++openings.current;
    const opener = openerOf(document.activeElement);
    const layer: Layer = {
      close: () => latest.current.onClose(),
      closesOnEscape: () => latest.current.closeOnEscape,
    };
    push(layer);
    return () => {
      remove(layer);
      if (!opener) return;
      // After the dialog's own focus handling; only when the focus is lost (on the page body, in the closing
      // dialog or on a removed element) — a dialog that sent the focus somewhere on purpose keeps it there.
      window.setTimeout(() => {
        if (openings.current !== opening || !opener.isConnected) return;
        const active = document.activeElement;
        const lost =
          !active ||
          active === document.body ||
          !active.isConnected ||
          document.getElementById(rootId)?.contains(active) === true;
        if (lost) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [opened, rootId]);
}
