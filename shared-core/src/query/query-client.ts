import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, onSessionEnd, reportError } from '@panel/shared-core';

const STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/**
 * Retries what may pass (a dropped connection, a 5xx) and never what will not: a 4xx answers the same
 * the second time, and for 401/403/404 the user is already being sent elsewhere.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Whether a failed call is worth an error report: one that says something is broken (no answer, a 5xx, an exception in
 * the panel's own code), not the answers the screens expect and explain (401/403/404/409/422, a refusal's 4xx), nor a
 * call the panel cancelled itself.
 */
export function isUnexpectedFailure(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return !(error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError'));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Reported once per failed query or mutation (after its retries), to the runtime config's errorReportUrl.
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnexpectedFailure(error)) reportError(error, { kind: 'query' });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnexpectedFailure(error)) reportError(error, { kind: 'mutation' });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: STALE_TIME_MS,
        // Admin screens are long-lived tabs; refetching every listing on each focus floods the API.
        refetchOnWindowFocus: false,
      },
      mutations: {
        // A mutation is not repeated behind the user's back (a deposit must never be sent twice).
        retry: false,
      },
    },
  });
}

/** The one QueryClient of the panel (docs/architecture.md); the shell provides it, remotes use it through hooks. */
export const queryClient = createQueryClient();

// Cached data of one user must never show to the next.
onSessionEnd(() => queryClient.clear());
