import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** Retries only what may succeed on a second try: network trouble and server errors, never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Drops every cached answer that belongs to a user, keeping the white-label config: used
 * whenever the token changes hands (sign-out, link login, impersonation start and stop), so
 * no screen can show one account's data to another.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'config' }).catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
}
