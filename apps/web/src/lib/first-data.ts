import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** How long a prefetched answer waits for its page (the query client's gcTime is 0). */
const keptMs = 10_000;
/** Prefetched answers (query hash -> answer time) whose page has not mounted yet. */
const unseen = new Map<string, number>();

/**
 * A page's first data, asked beside its code (issue 28): on a phone the request otherwise waits
 * for the page's chunks and first render, a chain of round trips before the largest paint.
 */
export function prefetchFirst<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  if (queryClient.getQueryState(queryKey)) return;
  void queryClient.prefetchQuery({ queryKey, queryFn, gcTime: keptMs }).then(() => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query?.state.dataUpdatedAt) unseen.set(query.queryHash, query.state.dataUpdatedAt);
  });
}

/** `refetchOnMount` for a page's first query: not when its data is the prefetched answer, unseen yet. */
export function refetchUnlessPrefetched(query: { queryHash: string; state: { dataUpdatedAt: number } }): boolean {
  return unseen.get(query.queryHash) !== query.state.dataUpdatedAt;
}

/** The page has shown its prefetched answers: later visits ask again as usual (call after the query mounts). */
export function forgetPrefetched() {
  unseen.clear();
}
