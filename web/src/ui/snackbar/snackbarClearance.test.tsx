import { act, screen } from '@testing-library/react';
import { atom, createStore, useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { notify } from './notify';
import { Snackbar } from './Snackbar';
import {
  SNACKBAR_GAP_PX,
  SNACKBAR_MARGIN_PX,
  SNACKBAR_WIDTH_PX,
  snackbarBottomAtom,
  snackbarClearancesAtom,
  useSnackbarClearance,
} from './snackbarClearance';

/** A control fixed at the bottom of the window, `height` px high (happy-dom does no layout, so it is given). */
function BottomBar({ height, x = 0, width = 1000 }: { height: number; x?: number; width?: number }) {
  const keepClear = useSnackbarClearance<HTMLDivElement>();
  return (
    <div
      data-testid="bar"
      ref={(element) => {
        if (element) {
          element.getBoundingClientRect = () => DOMRect.fromRect({ x, y: window.innerHeight - height, width, height });
        }
        keepClear(element);
      }}
    />
  );
}

const barShownAtom = atom(true);
function Page() {
  return (
    <>
      <Snackbar />
      {useAtomValue(barShownAtom) && <BottomBar height={61} />}
    </>
  );
}

const snackbarBottom = () => {
  const affix = screen.getByTestId('snackbar').closest('.mantine-Affix-root') as HTMLElement;
  return affix.style.getPropertyValue('--affix-bottom');
};

describe('snackbar clearance', () => {
  it.each([
    ['nothing to keep clear', {}, SNACKBAR_MARGIN_PX],
    ['a footer 61 px high', { footer: 61 }, 61 + SNACKBAR_GAP_PX],
    ['the footer and an avatar reaching 144 px', { footer: 61, avatar: 144 }, 144 + SNACKBAR_GAP_PX],
    ['a hidden control', { launcher: 0 }, SNACKBAR_MARGIN_PX],
  ])('%s → the snackbar sits %s', (_label, clearances, bottom) => {
    const store = createStore();
    store.set(snackbarClearancesAtom, clearances);
    expect(store.get(snackbarBottomAtom)).toBe(bottom);
  });

  it('places the snackbar above a registered control while it is shown, and back when it goes', () => {
    const store = createStore();
    renderWithProviders(<Page />, { store });
    act(() => notify({ type: 'info', headline: 'Success', text: 'Step result generated' }, store));
    expect(snackbarBottom()).toBe(`calc(${(61 + SNACKBAR_GAP_PX) / 16}rem * var(--mantine-scale))`);

    act(() => store.set(barShownAtom, false));
    expect(store.get(snackbarBottomAtom)).toBe(SNACKBAR_MARGIN_PX);
    expect(snackbarBottom()).toBe(`calc(${SNACKBAR_MARGIN_PX / 16}rem * var(--mantine-scale))`);
  });

  it('keeps clear only of what lies under its column at the right (a message box at the left is not covered)', () => {
    const store = createStore();
    const right = window.innerWidth - SNACKBAR_MARGIN_PX - SNACKBAR_WIDTH_PX;
    renderWithProviders(
      <>
        <Snackbar />
        <BottomBar height={140} x={0} width={right - 10} />
      </>,
      { store },
    );
    act(() => notify({ type: 'error', headline: 'Error', text: 'The model did not answer.' }, store));
    expect(store.get(snackbarBottomAtom)).toBe(SNACKBAR_MARGIN_PX);
  });

  it('sits above a chat message box at the right', () => {
    const store = createStore();
    renderWithProviders(
      <>
        <Snackbar />
        <BottomBar height={140} x={window.innerWidth - 380} width={380} />
      </>,
      { store },
    );
    act(() => notify({ type: 'error', headline: 'Error', text: 'The model did not answer.' }, store));
    expect(store.get(snackbarBottomAtom)).toBe(140 + SNACKBAR_GAP_PX);
  });
});
