import type {
  InventoryListResponse,
  Transfer,
  TransferBalance,
  TransferCreateRequest,
  TransferPartner,
  TransferPayment,
  TransferPaymentRequest,
  TransferReviewRequest,
} from '@assist/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { whileLive } from '../../lib/live-news';
import { transferKeys } from '../../lib/query-keys';
import { refreshStockViews } from '../../lib/stock-views';
import { useRequestIds } from '../../lib/request-ids';

/** How often each view asks again (spec part 2 §9); the lists slow down while live news is open. */
export const transferRefetchMs = { lists: 30_000, balances: 60_000, inventory: 45_000 } as const;

export function useTransfers(side: 'incoming' | 'outgoing') {
  return useQuery({
    queryKey: side === 'incoming' ? transferKeys.incoming() : transferKeys.outgoing(),
    queryFn: () => api.get<Transfer[]>(`/api/transfers/${side}`),
    refetchInterval: whileLive(transferRefetchMs.lists),
  });
}

/** One transfer, fresh from the server, shown from the list's copy until it answers. */
export function useTransfer(id: number | null, initial: Transfer | undefined) {
  return useQuery({
    queryKey: transferKeys.detail(id ?? 0),
    queryFn: () => api.get<Transfer>(`/api/transfers/${id}`),
    enabled: id !== null,
    placeholderData: initial,
  });
}

export function useTransferBalances() {
  return useQuery({
    queryKey: transferKeys.balances(),
    queryFn: () => api.get<TransferBalance[]>('/api/transfer-balances'),
    refetchInterval: whileLive(transferRefetchMs.balances),
  });
}

/** The businesses the sender trades with (GET /api/users-for-transfer). */
export function useTransferPartners(enabled: boolean) {
  return useQuery({
    queryKey: transferKeys.partners(),
    queryFn: () => api.get<TransferPartner[]>('/api/users-for-transfer'),
    enabled,
  });
}

/** The sender's own lots to pick from: the inventory search, 20 at a time. */
export function useTransferInventory(search: string) {
  return useQuery({
    queryKey: transferKeys.inventory(search),
    queryFn: () => {
      const query = new URLSearchParams({ sortBy: 'name', page: '1', pageSize: '20' });
      if (search) query.set('search', search);
      return api.get<InventoryListResponse>(`/api/inventory?${query}`);
    },
    placeholderData: keepPreviousData,
    refetchInterval: transferRefetchMs.inventory,
  });
}

/** Sending takes units out of the sender's lots at once: its stock views are stale after it. */
export function useSendTransfer() {
  const client = useQueryClient();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: TransferCreateRequest) => api.post<Transfer>('/api/transfers', body)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: transferKeys.all }), refreshStockViews(client)]),
  });
}

/** Accepting moves units into this business's stock; declining gives them back to the sender. */
export function useReviewTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & TransferReviewRequest) =>
      api.post<Transfer>(`/api/transfers/${id}/review`, { status }),
    onSuccess: (_done, { status }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: transferKeys.all }),
        status === 'accepted' && refreshStockViews(client),
      ]),
  });
}

export function useRecordTransferPayment() {
  const client = useQueryClient();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: TransferPaymentRequest) => api.post<TransferPayment>('/api/transfer-payments', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.balances() }),
  });
}
