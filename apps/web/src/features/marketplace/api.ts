import type {
  AccessRequest,
  BrowseMarketplace,
  JoinRequest,
  MarketplaceInventoryItem,
  MyJoinRequest,
  PurchaseRequest,
  PurchaseReceiptVerb,
  ReceiveTerms,
  PurchaseRequestCreate,
} from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refetchUnlessPrefetched } from '../../lib/first-data';
import { marketplaceKeys, transferKeys } from '../../lib/query-keys';
import { marketplacesPath } from './first-list';
import { refreshStockViews } from '../../lib/stock-views';

/** The marketplaces of the retailer's kind (pharmaceutical for a pharmacy), with its access to each. */
export function useMarketplaces() {
  return useQuery({
    queryKey: marketplaceKeys.marketplaces(),
    queryFn: () => api.get<BrowseMarketplace[]>(marketplacesPath),
    // The answer prefetched while the page's code loaded (first-list.ts) is not asked again at once.
    refetchOnMount: refetchUnlessPrefetched,
  });
}

/** One supplier's stock as its marketplace shows it, a product a row (empty without access). */
export function useMarketplaceInventory(supplierId: number | null) {
  return useQuery({
    queryKey: marketplaceKeys.inventory(supplierId ?? 0),
    queryFn: () => api.get<MarketplaceInventoryItem[]>(`/api/marketplace/inventory?supplierId=${supplierId}`),
    enabled: supplierId !== null,
  });
}

/** `/marketplace?search=`: matching products in every marketplace the retailer has access to. */
export function useMarketplaceSearch(search: string) {
  return useQuery({
    queryKey: marketplaceKeys.search(search),
    queryFn: () =>
      api.get<MarketplaceInventoryItem[]>(`/api/marketplace/inventory?search=${encodeURIComponent(search)}`),
    enabled: search !== '',
    placeholderData: (previous) => previous,
  });
}

/** The retailer's purchase requests, newest first; approved ones name their transfer. */
export function useMyPurchaseRequests() {
  return useQuery({
    queryKey: marketplaceKeys.purchaseRequests(),
    queryFn: () => api.get<PurchaseRequest[]>('/api/marketplace/purchase-requests'),
  });
}

/** The retailer's own access requests with the supplier's answers, newest first. */
export function useMyJoinRequests() {
  return useQuery({
    queryKey: marketplaceKeys.myJoinRequests(),
    queryFn: () => api.get<MyJoinRequest[]>('/api/marketplace/my-join-requests'),
  });
}

/** Asks a supplier for access; the marketplaces (and their access status) change. */
export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessRequest) => api.post<JoinRequest>('/api/marketplace/request-access', body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: marketplaceKeys.marketplaces() }),
        client.invalidateQueries({ queryKey: marketplaceKeys.myJoinRequests() }),
      ]),
  });
}

/** Sends a purchase request; my requests change, and so may the stock shown. */
export function useCreatePurchaseRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseRequestCreate) => api.post<PurchaseRequest>('/api/marketplace/purchase-requests', body),
    onSuccess: () => client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}

/**
 * Receives an approved purchase into stock (or declines it): the transfer the approval opened,
 * reviewed from the marketplace (every plan). The purchases, the transfers and, on receipt, the
 * stock views change.
 */
export function useReceivePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verb, terms }: { id: number; verb: PurchaseReceiptVerb; terms?: ReceiveTerms }) =>
      api.post<PurchaseRequest>(
        `/api/marketplace/purchase-requests/${id}/${verb}`,
        verb === 'receive' ? (terms ?? {}) : undefined,
      ),
    onSettled: (_answer, _error, { verb }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: marketplaceKeys.all }),
        client.invalidateQueries({ queryKey: transferKeys.all }),
        verb === 'receive' && refreshStockViews(client),
      ]),
  });
}
