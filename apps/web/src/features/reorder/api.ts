import type { CreateDraftRequest, Draft, PurchaseRequest, ReorderResponse, ReorderSettings } from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { draftKeys, marketplaceKeys, reorderKeys } from '../../lib/query-keys';
import { type ManualOrder, type MarketplaceOrder, purchaseRequestOf } from './reorder-lines';

/** The suggestions for a window (and a cover, when the user changed it from the setting). */
export function useReorder(query: { windowDays: number; coverDays?: number }) {
  const params = new URLSearchParams({ windowDays: String(query.windowDays) });
  if (query.coverDays) params.set('coverDays', String(query.coverDays));
  return useQuery({
    queryKey: reorderKeys.list(query),
    queryFn: () => api.get<ReorderResponse>(`/api/reorder?${params}`),
  });
}

/** One purchase request per marketplace supplier; the suggestions then show the lines requested. */
export function useRequestFromSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: MarketplaceOrder) =>
      api.post<PurchaseRequest>('/api/marketplace/purchase-requests', purchaseRequestOf(order)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reorderKeys.all }),
        client.invalidateQueries({ queryKey: marketplaceKeys.all }),
      ]),
  });
}

/**
 * Lines of a supplier off the network become a draft order (Inventory > Drafts): received there
 * when the goods come, counted as requested until then.
 */
export function useDraftOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, notes }: { order: ManualOrder; notes: string }) => {
      const body: CreateDraftRequest = {
        draftType: 'manual',
        supplierId: order.supplierId,
        notes,
        sourceData: {
          isMultiProduct: true,
          supplierId: order.supplierId,
          products: order.lines.map((line) => ({
            name: line.item.productName,
            barcode: line.item.barcode,
            category: line.item.category,
            quantity: line.boxes,
            quantityType: 'box',
            unitsPerBox: line.item.unitsPerBox,
            costPrice: line.item.lastCostPerBox ?? undefined,
            supplierId: order.supplierId ?? undefined,
          })),
        },
      };
      return api.post<Draft>('/api/inventory/drafts', body);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reorderKeys.all }),
        client.invalidateQueries({ queryKey: draftKeys.all }),
      ]),
  });
}

/** The cover the suggestions aim for (Settings). */
export function useReorderSettings() {
  return useQuery({
    queryKey: reorderKeys.settings(),
    queryFn: () => api.get<ReorderSettings>('/api/reorder/settings'),
  });
}

export function useUpdateReorderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReorderSettings) => api.put<ReorderSettings>('/api/reorder/settings', body),
    onSuccess: () => client.invalidateQueries({ queryKey: reorderKeys.all }),
  });
}
