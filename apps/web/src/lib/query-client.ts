import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api';
import { currentUserKey } from './query-keys';

/**
 * Data queries per spec part 1 §9: no retry, no refetch on focus, no polling, zero stale time,
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
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: 0, gcTime: 0 },
      // A change is sent when asked, online or not: never held back to run later by itself.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
