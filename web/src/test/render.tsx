import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { type ReactNode, StrictMode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppFrame, AppProviders } from '../app/App';
import { createAppQueryClient } from '../app/queryClient';
import { preloadPages } from '../app/routePages';
import type { AppStore } from '../app/store';
import { type FakeApi, fakeApi, notLoggedIn } from './fakeApi';

// Routed pages load lazily in the app; loaded up front they render in the first pass, as tests expect.
await preloadPages();

/** A server that knows no session. */
export const anonymousApi = () => fakeApi({ 'POST /auth/checklogin': () => notLoggedIn() });

/**
 * Renders any component inside the app's providers, with a fresh Jotai store, a fresh query client without retries
 * (nothing cached from another test; a refused call fails at once) and Mantine in test mode.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    store = createStore(),
    queryClient = createAppQueryClient({ retry: false }),
  }: { store?: AppStore; queryClient?: QueryClient } = {},
) {
  const result = render(
    <AppProviders store={store} queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...result, store, queryClient };
}

export interface RenderAppOptions {
  store?: AppStore;
  /**
   * The fake API the app's SDK client talks to. By default a server without a session: the login check answers
   * 401 and every other call 501.
   */
  api?: FakeApi;
  /** Render inside React's StrictMode, as `main.tsx` does (effects mount twice in development). */
  strict?: boolean;
  /** The query client (default: a fresh one without retries). */
  queryClient?: QueryClient;
}

/** Renders the whole app (routes, snackbar, mobile notice) at `path`, with an in-memory location. */
export function renderApp(
  path: string,
  { store, api = anonymousApi(), strict = false, queryClient }: RenderAppOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const app = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppFrame fetch={api.fetch} upload={api.upload} />
    </Router>
  );
  const result = renderWithProviders(strict ? <StrictMode>{app}</StrictMode> : app, { store, queryClient });
  /** The path the app shows now (after any redirects), with its query. */
  const currentPath = () => location.history.at(-1);
  return { ...result, location, currentPath, api };
}
