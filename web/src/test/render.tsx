import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppFrame, AppProviders } from '../app/App';
import type { AppStore } from '../app/store';

/** Renders any component inside the app's providers, with a fresh Jotai store and Mantine in test mode. */
export function renderWithProviders(ui: ReactNode, { store = createStore() }: { store?: AppStore } = {}) {
  const result = render(
    <AppProviders store={store} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...result, store };
}

/** Renders the whole app (routes, snackbar, mobile notice) at `path`, with an in-memory location. */
export function renderApp(path: string, options: { store?: AppStore } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = renderWithProviders(
    <Router hook={location.hook}>
      <AppFrame />
    </Router>,
    options,
  );
  /** The path the app shows now (after any redirects). */
  const currentPath = () => location.history.at(-1);
  return { ...result, location, currentPath };
}
