import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiProvider } from '../app/ApiProvider';
import type { AppStore } from '../app/store';
import { Snackbar } from '../ui/snackbar';
import { type FakeApi, fakeApi } from './fakeApi';
import { renderWithProviders } from './render';

/**
 * Renders a feature component with the app's providers, a router at `path`, the API access (`useApi`) on a fake
 * API and the snackbar — for components that are tested without the whole app around them.
 */
export function renderWithApi(
  ui: ReactNode,
  { api = fakeApi(), store = createStore(), path = '/' }: { api?: FakeApi; store?: AppStore; path?: string } = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ApiProvider fetch={api.fetch} upload={api.upload}>
        {ui}
        <Snackbar />
      </ApiProvider>
    </Router>,
    { store },
  );
  return { ...result, api, store, location };
}
