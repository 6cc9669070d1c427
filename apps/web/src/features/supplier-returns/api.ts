import type {
  InventoryListResponse,
  Transfer,
  TransferPage,
  ReturnDecision,
  SupplierReturn,
  SupplierReturnCreateRequest,
} from '@assist/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { returnKeys, supplierKeys, transferKeys } from '../../lib/query-keys';
import { refreshStockViews } from '../../lib/stock-views';
import { useRequestIds } from '../../lib/request-ids';

export function useSupplierReturns() {
  return useQuery({ queryKey: returnKeys.list(), queryFn: () => api.get<SupplierReturn[]>('/api/supplier-returns') });
}

/** Lots to pick from in Create Return: the inventory search, 20 at a time. */
export function useReturnableItems(search: string) {
  return useQuery({
    queryKey: returnKeys.items(search),
    queryFn: () => {
      const query = new URLSearchParams({ sortBy: 'name', page: '1', pageSize: '20' });
      if (search) query.set('search', search);
      return api.get<InventoryListResponse>(`/api/inventory?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** Pages of the incoming list read at most for Create Return: its 500 newest transfers. */
const returnablePages = 10;

/** The incoming transfers, following the list's pages (50 each) up to `returnablePages`. */
async function incomingTransfers(): Promise<Transfer[]> {
  const found: Transfer[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < returnablePages; page += 1) {
    const query: string = cursor ? `?${new URLSearchParams({ cursor })}` : '';
    const answer: TransferPage = await api.get<TransferPage>(`/api/transfers/incoming${query}`);
    found.push(...answer.transfers);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return found;
}

/**
 * The transfers this business received and accepted that brought the lot `inventoryId`, for a
 * return of type transfer (read from the incoming list the Transfers screen pages through).
 */
export function useReceivedTransfersOf(inventoryId: number, enabled: boolean) {
  return useQuery({
    queryKey: transferKeys.returnable(),
    queryFn: incomingTransfers,
    enabled,
    select: (list) =>
      list.filter(
        (transfer) => transfer.status === 'accepted' && transfer.items.some((item) => item.inventoryId === inventoryId),
      ),
  });
}

export function useCreateSupplierReturn() {
  const client = useQueryClient();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: SupplierReturnCreateRequest) =>
      api.post<SupplierReturn>('/api/supplier-returns', body),
    ),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: returnKeys.all }), refreshStockViews(client)]),
  });
}

/** Approval moves stock and money: lots, the till and supplier balances are stale after it. */
export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReturnDecision }) =>
      api.post<SupplierReturn>(`/api/supplier-returns/${id}/decision`, { decision }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: returnKeys.all }),
        client.invalidateQueries({ queryKey: supplierKeys.all }),
        client.invalidateQueries({ queryKey: transferKeys.balances() }),
        refreshStockViews(client),
      ]),
  });
}
