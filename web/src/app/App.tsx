import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { LastUrlRecorder } from '../features/auth/components/LastUrlRecorder';
import { MobileNotice } from '../features/mobile-notice/components/MobileNotice';
import { i18n, switchLanguage } from '../i18n';
import { languageAtom } from '../i18n/languageAtom';
import { Snackbar } from '../ui/snackbar';
import { ApiProvider } from './ApiProvider';
import type { Uploader } from './api';
import { appQueryClient } from './queryClient';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { type AppStore, appStore } from './store';
import { cssVariablesResolver, theme } from './theme';
import { UserScopedCache } from './UserScopedCache';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh store; the app uses the shared one that `notify` also writes to. */
  store?: AppStore;
  /** Tests pass a fresh query client; the app uses its one `appQueryClient`. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** State (session and UI in Jotai, server state in TanStack Query), translations and theme — everything a component
 * of the app expects around it. */
export function AppProviders({
  children,
  store = appStore,
  queryClient = appQueryClient,
  env = 'default',
}: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MantineProvider
            theme={theme}
            defaultColorScheme="light"
            cssVariablesResolver={cssVariablesResolver}
            env={env}
          >
            {children}
          </MantineProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** Keeps i18next on the language of `languageAtom`, also when the atom was restored from storage. */
function LanguageSync() {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    void switchLanguage(language);
  }, [language]);
  return null;
}

export interface AppFrameProps {
  /** Injected fetch for the API client (tests); the browser's fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  /** Injected uploader (tests); the SDK's `uploadWithProgress` otherwise. */
  upload?: Uploader;
}

/**
 * The routed pages plus the app-wide pieces: the API client, snackbar and the mobile notice; cached server state
 * lives as long as its user's session. Needs a wouter router around it.
 */
export function AppFrame({ fetch, upload }: AppFrameProps) {
  return (
    <ApiProvider fetch={fetch} upload={upload}>
      <LanguageSync />
      <UserScopedCache />
      <ScrollToTop />
      <LastUrlRecorder />
      <AppRoutes />
      <Snackbar />
      <MobileNotice />
    </ApiProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <Router>
        <AppFrame />
      </Router>
    </AppProviders>
  );
}
