import { ApiError } from '@idea-studio/sdk';
import { QueryClient } from '@tanstack/react-query';

/** Attempts after the first for a failure that may pass (no answer, or the server's 5xx). */
const RETRIES = 2;

/**
 * Whether a failed request is worth asking again: a network failure or a 5xx may pass, a 4xx says what is wrong
 * with the request (or the session) and would only be refused again.
 */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export interface AppQueryClientOptions {
  /** Tests: no retries, so a refused call shows its failure at once. */
  retry?: boolean;
}

/**
 * The cache of the app's server state (TanStack Query). Nothing is asked again because the window regains the
 * focus: the data changes only through this app's own calls, which update or invalidate what they change.
 */
export function createAppQueryClient({ retry = true }: AppQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: retry ? (failures, error) => failures < RETRIES && isTransient(error) : false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (tests make a fresh one per render). */
export const appQueryClient = createAppQueryClient();
