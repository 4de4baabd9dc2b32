import { useStore } from 'jotai';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type AppApi, createAppApi, type Uploader } from './api';
import { useReportQueryFailures } from './useReportQueryFailures';

const ApiContext = createContext<AppApi | null>(null);

export interface ApiProviderProps {
  children: ReactNode;
  /** Injected fetch (tests answer typed bodies through it); the browser's fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  /** Injected uploader (tests answer uploads through the same fake API). */
  upload?: Uploader;
}

/**
 * Creates the app's API access once and hands it to every page, and reports failed queries of `$api`. Sits
 * inside the router so that the interceptor can read the current page and navigate to /login.
 */
export function ApiProvider({ children, fetch, upload }: ApiProviderProps) {
  const store = useStore();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const latest = useRef({ location, search, navigate });
  useEffect(() => {
    latest.current = { location, search, navigate };
  }, [location, search, navigate]);

  const [api] = useState(() =>
    createAppApi({
      store,
      fetch,
      upload,
      navigate: (to) => latest.current.navigate(to),
      currentUrl: () => {
        const { location: path, search: query } = latest.current;
        return query ? `${path}?${query}` : path;
      },
    }),
  );
  useReportQueryFailures(api.report);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The app's API access (see `AppApi`): `client` for ordinary calls, `quiet` for the silent ones. */
export function useApi(): AppApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider> around the component.');
  return api;
}
