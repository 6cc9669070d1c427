import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { marketplaceKeys } from '../../lib/query-keys';
import type {
  JoinRequest,
  MarketplaceInventoryItem,
  MarketplaceListing,
  PurchaseRequest,
  PurchaseRequestCreate,
} from './model';

/** The marketplaces of the retailer's kind (pharmaceutical for a pharmacy), with its access to each. */
export function useMarketplaces(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.marketplaces(),
    queryFn: () => api.get<MarketplaceListing[]>('/api/marketplace/marketplaces'),
    enabled,
  });
}

/** One supplier's stock as its marketplace shows it (empty without access). */
export function useMarketplaceInventory(supplierId: number | null) {
  return useQuery({
    queryKey: marketplaceKeys.inventory(supplierId ?? 0),
    queryFn: () => api.get<MarketplaceInventoryItem[]>(`/api/marketplace/inventory?supplierId=${supplierId}`),
    enabled: supplierId !== null,
  });
}

export function useMyJoinRequests() {
  return useQuery({
    queryKey: marketplaceKeys.joinRequests(),
    queryFn: () => api.get<JoinRequest[]>('/api/marketplace/my-join-requests'),
  });
}

/** The retailer's purchase requests, newest first; approved ones carry their transfer. */
export function useMyPurchaseRequests() {
  return useQuery({
    queryKey: marketplaceKeys.purchaseRequests(),
    queryFn: () => api.get<PurchaseRequest[]>('/api/marketplace/purchase-requests'),
  });
}

interface AccessBody {
  marketplaceId: number;
  supplierId: number;
  requestMessage: string | null;
}

/** Asks a supplier for access; the marketplaces (access status) and my requests change. */
export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessBody) => api.post<JoinRequest>('/api/marketplace/request-access', body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: marketplaceKeys.marketplaces() }),
        client.invalidateQueries({ queryKey: marketplaceKeys.joinRequests() }),
      ]),
  });
}

export function useCreatePurchaseRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseRequestCreate) => api.post<PurchaseRequest>('/api/marketplace/purchase-requests', body),
    onSuccess: () => client.invalidateQueries({ queryKey: marketplaceKeys.purchaseRequests() }),
  });
}

/**
 * `/marketplace?search=`: the stock of every marketplace the retailer may see, each asked once
 * (the same cache as "View Products"), for the products whose name or barcode matches.
 */
export function useStocksOf(supplierIds: readonly number[]) {
  return useQueries({
    queries: supplierIds.map((supplierId) => ({
      queryKey: marketplaceKeys.inventory(supplierId),
      queryFn: () => api.get<MarketplaceInventoryItem[]>(`/api/marketplace/inventory?supplierId=${supplierId}`),
    })),
  });
}
