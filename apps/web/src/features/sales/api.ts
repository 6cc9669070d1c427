import type { ReturnCreateRequest, ReturnCreateResponse, Sale, SalePage, SalesListQuery } from '@assist/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshStockViews } from '../../lib/stock-views';
import { salesKeys } from '../../lib/query-keys';
import { useRequestIds } from '../../lib/request-ids';

function listPath({ from, to, cursor }: SalesListQuery): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/sales?${text}` : '/api/sales';
}

/**
 * Sales sold in the range (calendar days, both included), newest first, a page of 50 at a time:
 * `fetchNextPage` asks for the page after the last one shown (the server's cursor).
 */
export function useSales(range: Omit<SalesListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: salesKeys.list(range),
    queryFn: ({ pageParam }) => api.get<SalePage>(listPath({ ...range, cursor: pageParam ?? undefined })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** One sale with its lines and returns; `shown` (the list's copy) fills the screen until it answers. */
export function useSaleDetail(id: number | null, shown?: Sale) {
  return useQuery({
    queryKey: salesKeys.detail(id ?? 0),
    queryFn: () => api.get<Sale>(`/api/sales/${id}`),
    enabled: id !== null,
    placeholderData: shown,
  });
}

/** A customer return: units go back to their lots, so the till's preload and stock lists are stale too. */
export function useCreateReturn() {
  const client = useQueryClient();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: ReturnCreateRequest) => api.post<ReturnCreateResponse>('/api/returns', body)),
    onSuccess: () => refreshStockViews(client, { sales: true }),
  });
}
