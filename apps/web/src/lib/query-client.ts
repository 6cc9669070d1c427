import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isServerBusy, isUnauthorized } from './api';
import { currentUserKey } from './auth-keys';

/** How many times a query the server was too busy for is asked again, each after its Retry-After. */
export const busyRetries = 5;

/** A read the server refused as busy is asked again, quietly, as many times as `busyRetries`; nothing else is. */
export function retryWhenBusy(failureCount: number, error: unknown): boolean {
  return isServerBusy(error) && failureCount < busyRetries;
}

/** The wait before asking again: the server's Retry-After (1 s when it said none), a little longer each time. */
export function busyRetryDelay(failureCount: number, error: unknown): number {
  const seconds = isServerBusy(error) ? (error.retryAfterSeconds ?? 1) : 1;
  return seconds * 1000 * Math.min(failureCount + 1, 3);
}

/**
 * Data queries per spec part 1 §9: no retry (but a read the server answered "busy" is asked
 * again after its Retry-After: issue 18), no refetch on focus, no polling, zero stale time,
 * zero cache retention; mutations are not retried. The current-user query overrides some of these.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Any 401 means the session is gone: ask the server who we are (that clears the cache).
        if (isUnauthorized(error) && query.queryKey[0] !== currentUserKey[0]) {
          void client.invalidateQueries({ queryKey: currentUserKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryWhenBusy,
        retryDelay: busyRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: 0,
        gcTime: 0,
      },
      // A change is sent when asked, online or not: never held back to run later by itself.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
