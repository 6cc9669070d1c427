import type {
  AddProductRequest,
  AddProductResponse,
  CostHistoryResponse,
  ExpiryHistoryRecord,
  InventoryItem,
  InventoryListResponse,
  Order,
  Product,
  StockMovementList,
  Supplier,
  SupplierCreateRequest,
  UpdateInventoryItemRequest,
  UpdateProductRequest,
} from '@assist/domain';
import {
  type QueryClient,
  hashKey,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refetchUnlessPrefetched } from '../../lib/first-data';
import { refreshStockViews } from '../../lib/stock-views';
import { type InventoryListParams, draftKeys, inventoryKeys, supplierKeys } from '../../lib/query-keys';
import { useRequestIds } from '../../lib/request-ids';

export type { InventoryListParams } from '../../lib/query-keys';

import { listPath } from './first-list';

/** One page of lots; while the next page or search loads, the previous answer stays on screen. */
export function useInventoryList(params: InventoryListParams) {
  return useQuery({
    queryKey: inventoryKeys.list(params),
    queryFn: () => api.get<InventoryListResponse>(listPath(params)),
    placeholderData: keepPreviousData,
    // The answer prefetched while the page's code loaded (first-list.ts) is not asked again at once.
    refetchOnMount: refetchUnlessPrefetched,
  });
}

export function useExpiryHistory(id: number) {
  return useQuery({
    queryKey: inventoryKeys.expiryHistory(id),
    queryFn: () => api.get<ExpiryHistoryRecord[]>(`/api/inventory/${id}/expiry-history`),
  });
}

export function useCostHistory(id: number) {
  return useQuery({
    queryKey: inventoryKeys.costHistory(id),
    queryFn: () => api.get<CostHistoryResponse>(`/api/inventory/${id}/cost-history`),
  });
}

/** The lot's ledger (GET /api/inventory/{id}/movements), newest first. */
export function useStockMovements(id: number) {
  return useQuery({
    queryKey: inventoryKeys.movements(id),
    queryFn: () => api.get<StockMovementList>(`/api/inventory/${id}/movements`),
  });
}

export function useSuppliers() {
  return useQuery({ queryKey: supplierKeys.list(), queryFn: () => api.get<Supplier[]>('/api/suppliers') });
}

/** A supplier's orders, for the order pickers of the draft dialogs (nothing asked without a supplier). */
export function useSupplierOrders(supplierId: number | null) {
  return useQuery({
    queryKey: supplierKeys.orders(supplierId ?? 0),
    queryFn: () => api.get<Order[]>(`/api/orders/supplier/${supplierId}`),
    enabled: supplierId !== null,
  });
}

/**
 * Every stock change refreshes the lists it touches, here and nowhere else: lots and their
 * histories, suppliers and their orders (a receipt raises the supplier's outstanding balance),
 * drafts (saving a draft's products completes or shrinks it), and the till's catalogue (at once,
 * through the change feed: a product just received can be scanned). `goneDraftId`: a draft the
 * change completed, which the server deleted; its batch is not fetched again, since the 404
 * would replace its open editor before the editor closes itself and says what was added.
 */
export function refreshStock(client: QueryClient, goneDraftId?: number) {
  const goneBatch = goneDraftId === undefined ? undefined : hashKey(draftKeys.batch(goneDraftId));
  return Promise.all([
    refreshStockViews(client),
    client.invalidateQueries({ queryKey: supplierKeys.all }),
    client.invalidateQueries({ queryKey: draftKeys.all, predicate: (query) => query.queryHash !== goneBatch }),
  ]);
}

/** refreshStock, for a mutation's onSuccess. */
export function useRefreshStock() {
  const client = useQueryClient();
  return () => refreshStock(client);
}

/** Adds a supplier and puts it in the cached list at once, so a picker can select it straight away. */
export function useCreateSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierCreateRequest) => api.post<Supplier>('/api/suppliers', body),
    onSuccess: (created) => {
      client.setQueryData<Supplier[]>(supplierKeys.list(), (list = []) =>
        [...list, created].sort((a, b) => a.name.localeCompare(b.name)),
      );
      return client.invalidateQueries({ queryKey: supplierKeys.all });
    },
  });
}

/**
 * Receives one product row. The caller sends the rows one by one and refreshes once at the end
 * (`refresh`), so a dialog of ten rows does not reload the list ten times.
 */
export function useAddProduct() {
  const refresh = useRefreshStock();
  const ids = useRequestIds();
  const mutation = useMutation({
    mutationFn: ids.keyed((body: AddProductRequest) =>
      api.post<AddProductResponse>('/api/inventory/add-product', body),
    ),
  });
  return { add: mutation.mutateAsync, refresh };
}

export function useUpdateInventoryItem() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateInventoryItemRequest }) =>
      api.put<InventoryItem>(`/api/inventory/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteInventoryItem() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/inventory/${id}`),
    onSuccess: refresh,
  });
}

export function useUpdateProduct() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateProductRequest }) =>
      api.put<Product>(`/api/products/${id}`, body),
    onSuccess: refresh,
  });
}
