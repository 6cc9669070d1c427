import type {
  InventoryListResponse,
  Transfer,
  TransferBalance,
  TransferBlock,
  TransferCreateRequest,
  TransferPage,
  TransferPartner,
  TransferPayment,
  TransferPaymentEntry,
  TransferPaymentRejectRequest,
  TransferPaymentRequest,
  TransferPaymentStatus,
  TransferReviewRequest,
} from '@assist/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { whileLive } from '../../lib/live-news';
import { transferKeys } from '../../lib/query-keys';
import { refreshStockViews } from '../../lib/stock-views';
import { useRequestIds } from '../../lib/request-ids';

/** How often each view asks again (spec part 2 §9); the lists slow down while live news is open. */
export const transferRefetchMs = { lists: 30_000, balances: 60_000, inventory: 45_000 } as const;

/** A transfers list page by page (50 newest first; `fetchNextPage` follows `nextCursor`). */
export function useTransfers(side: 'incoming' | 'outgoing') {
  return useInfiniteQuery({
    queryKey: side === 'incoming' ? transferKeys.incoming() : transferKeys.outgoing(),
    queryFn: ({ pageParam }) =>
      api.get<TransferPage>(
        pageParam ? `/api/transfers/${side}?${new URLSearchParams({ cursor: pageParam })}` : `/api/transfers/${side}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: whileLive(transferRefetchMs.lists),
  });
}

/** The transfers of the pages loaded so far, newest first. */
export const transfersOf = (data: { pages: TransferPage[] } | undefined): Transfer[] =>
  data?.pages.flatMap((page) => page.transfers) ?? [];

/** The businesses this one blocked (GET /api/transfer-blocks). */
export function useTransferBlocks() {
  return useQuery({ queryKey: transferKeys.blocks(), queryFn: () => api.get<TransferBlock[]>('/api/transfer-blocks') });
}

/** Blocks a sender: its next transfers are refused until unblocked. */
export function useBlockSender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<TransferBlock>('/api/transfer-blocks', { userId }),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.blocks() }),
  });
}

export function useUnblockSender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/api/transfer-blocks/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.blocks() }),
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
    mutationFn: ({ id, ...body }: { id: number } & TransferReviewRequest) =>
      api.post<Transfer>(`/api/transfers/${id}/review`, body),
    onSuccess: (_done, { status }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: transferKeys.all }),
        status === 'accepted' && refreshStockViews(client),
      ]),
  });
}

/** A payment changes the balances and the claims lists: both are asked again after it. */
const refreshMoney = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: transferKeys.balances() }),
    client.invalidateQueries({ queryKey: [...transferKeys.all, 'payments'] }),
  ]);

/** Recorded by the debtor it is a claim (pending) until the creditor confirms it; by the creditor it counts. */
export function useRecordTransferPayment() {
  const client = useQueryClient();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: TransferPaymentRequest) => api.post<TransferPayment>('/api/transfer-payments', body)),
    onSuccess: () => refreshMoney(client),
  });
}

/** The caller's payments both ways in one status (GET /api/transfer-payments?status=). */
export function useTransferPayments(status: TransferPaymentStatus) {
  return useQuery({
    queryKey: transferKeys.payments(status),
    queryFn: () => api.get<TransferPaymentEntry[]>(`/api/transfer-payments?status=${status}`),
    refetchInterval: transferRefetchMs.balances,
  });
}

/** The creditor confirms a claim (it counts) or rejects it with a reason. */
export function useDecidePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...decision
    }: { id: number } & ({ verb: 'confirm' } | ({ verb: 'reject' } & TransferPaymentRejectRequest))) =>
      decision.verb === 'confirm'
        ? api.post<TransferPayment>(`/api/transfer-payments/${id}/confirm`)
        : api.post<TransferPayment>(`/api/transfer-payments/${id}/reject`, { reason: decision.reason }),
    onSuccess: () => refreshMoney(client),
  });
}
