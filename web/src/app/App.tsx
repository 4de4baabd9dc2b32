import { MantineProvider } from '@mantine/core';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { LastUrlRecorder } from '../features/auth/components/LastUrlRecorder';
import { MobileNotice } from '../features/mobile-notice/components/MobileNotice';
import { i18n } from '../i18n';
import { languageAtom } from '../i18n/languageAtom';
import { Snackbar } from '../ui/snackbar';
import { ApiProvider } from './ApiProvider';
import type { Uploader } from './api';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { type AppStore, appStore } from './store';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh store; the app uses the shared one that `notify` also writes to. */
  store?: AppStore;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** State, translations and theme — everything a component of the app expects around it. */
export function AppProviders({ children, store = appStore, env = 'default' }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver} env={env}>
          {children}
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}

/** Keeps i18next on the language of `languageAtom`, also when the atom was restored from storage. */
function LanguageSync() {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
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
 * The routed pages plus the app-wide pieces: the API client, snackbar and the mobile notice. Needs a wouter
 * router around it.
 */
export function AppFrame({ fetch, upload }: AppFrameProps) {
  return (
    <ApiProvider fetch={fetch} upload={upload}>
      <LanguageSync />
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
