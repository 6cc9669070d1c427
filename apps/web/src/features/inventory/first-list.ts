import type { InventoryListResponse } from '@assist/domain';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { type InventoryListParams, inventoryKeys } from '../../lib/query-keys';

/** How long an unmounted prefetched answer is kept (the query client's gcTime is 0). */
const keptMs = 10_000;
/** The prefetched answer's query and time, until the tab that shows it has mounted once. */
let prefetched: { hash: string; at: number } | null = null;

/** Whether the list mounting now needs asking: not if it is the prefetched answer, unseen yet. */
export function refetchOnMount(query: { queryHash: string; state: { dataUpdatedAt: number } }): boolean {
  return !(prefetched?.hash === query.queryHash && prefetched.at === query.state.dataUpdatedAt);
}

/** The tab has shown the prefetched answer: later mounts (back from the till) ask again as usual. */
export function forgetPrefetched() {
  prefetched = null;
}

export function listPath({ search, sortBy, page, filter }: InventoryListParams): string {
  const query = new URLSearchParams({ sortBy, page: String(page) });
  if (search) query.set('search', search);
  if (filter) query.set('filter', filter);
  return `/api/inventory?${query}`;
}

/** The list the Current inventory tab opens on: `?search=` (the assistant's links), by expiry, page 1. */
export function firstInventoryList(search: string): InventoryListParams {
  return { search: search.trim(), sortBy: 'expiry', page: 1 };
}

/**
 * Asked while /inventory's code downloads (issue 28): the request waited for the page's chunks
 * and its first render, a chain of round trips on a phone. Kept past gcTime 0 until the tab mounts.
 */
export function prefetchInventoryList(locationSearch: string) {
  const params = firstInventoryList(new URLSearchParams(locationSearch).get('search') ?? '');
  const queryKey = inventoryKeys.list(params);
  if (queryClient.getQueryState(queryKey)) return;
  void queryClient
    .prefetchQuery({ queryKey, queryFn: () => api.get<InventoryListResponse>(listPath(params)), gcTime: keptMs })
    .then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.dataUpdatedAt) prefetched = { hash: query.queryHash, at: query.state.dataUpdatedAt };
    });
}
