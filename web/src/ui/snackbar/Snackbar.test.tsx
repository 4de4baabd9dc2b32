import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../../app/store';
import { renderApp, renderWithProviders } from '../../test/render';
import { SNACKBAR_AUTO_HIDE_MS } from '../constants';
import { notify } from './notify';
import { Snackbar } from './Snackbar';
import { hideSnackbarAtom, type SnackbarType, snackbarAtom } from './snackbarAtoms';

const snackbar = () => screen.queryByTestId('snackbar');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Snackbar', () => {
  it.each([
    ['success', 'teal', 'status'],
    ['error', 'red', 'alert'],
    ['warning', 'orange', 'status'],
    ['info', 'gray', 'status'],
  ] as const)('shows a %s message with headline and text', (type: SnackbarType, color, role) => {
    const store = createStore();
    renderWithProviders(<Snackbar />, { store });
    expect(snackbar()).toBeNull();

    act(() => notify({ type, headline: `Headline ${type}`, text: `Text ${type}` }, store));
    const shown = screen.getByRole(role);
    expect(shown.getAttribute('data-type')).toBe(type);
    expect(shown.textContent).toContain(`Headline ${type}`);
    expect(shown.textContent).toContain(`Text ${type}`);
    // info is shown neutral (grey); the other types carry their colour
    expect(shown.getAttribute('style')).toContain(`--mantine-color-${color}`);
    expect(store.get(snackbarAtom).visible).toBe(true);
  });

  it('hides itself 5000 ms after a message', () => {
    vi.useFakeTimers();
    const store = createStore();
    renderWithProviders(<Snackbar />, { store });
    act(() => notify({ type: 'success', headline: 'Saved', text: 'Your data was saved.' }, store));
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(5000);

    advance(4999);
    expect(snackbar()).not.toBeNull();
    advance(1);
    expect(store.get(snackbarAtom).visible).toBe(false);
    expect(snackbar()).toBeNull();
  });

  it('restarts the 5000 ms for each new message, even an identical one', () => {
    vi.useFakeTimers();
    const store = createStore();
    renderWithProviders(<Snackbar />, { store });
    const message = { type: 'warning', headline: 'Careful', text: 'Check your input.' } as const;
    act(() => notify(message, store));
    advance(4000);
    act(() => notify(message, store));
    advance(4000); // 8000 ms after the first, 4000 ms after the second message
    expect(snackbar()).not.toBeNull();
    advance(1000);
    expect(snackbar()).toBeNull();
  });

  it('closes with its close button', () => {
    const store = createStore();
    renderWithProviders(<Snackbar />, { store });
    act(() => notify({ type: 'info', headline: 'Note', text: 'Something to know.' }, store));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(store.get(snackbarAtom).visible).toBe(false);
    expect(snackbar()).toBeNull();
  });

  it('does not let an old message id hide a newer message', () => {
    const store = createStore();
    act(() => notify({ type: 'info', headline: 'First', text: 'one' }, store));
    const firstId = store.get(snackbarAtom).id;
    act(() => notify({ type: 'error', headline: 'Second', text: 'two' }, store));
    store.set(hideSnackbarAtom, firstId);
    expect(store.get(snackbarAtom)).toMatchObject({ visible: true, headline: 'Second' });
  });

  it('is fed by notify() from outside React through the app store', () => {
    renderApp('/start', { store: appStore });
    act(() =>
      notify({ type: 'error', headline: 'Error', text: 'There was a undetected error. Please try again later.' }),
    );
    expect(screen.getByRole('alert').textContent).toContain('There was a undetected error.');
    act(() => appStore.set(hideSnackbarAtom));
  });
});
