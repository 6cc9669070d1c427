import type { InventoryItem, InventoryListResponse, Transfer } from '@assist/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api';

/** A return of transferred goods to open filled in: the lot, the transfer that brought it, its units. */
export interface ReturnPrefill {
  item: InventoryItem;
  transfer: Transfer;
  units: number;
}

/**
 * Lane recalls: "Return recalled stock" opens /returns?returnLot=&transfer=&units= (recalls'
 * return-link.ts). The lot and the transfer are read, then the Create Return form opens with
 * them, type transfer and every unit held; `clear` drops the parameters once it closes.
 */
export function useRecalledReturn(): { prefill: ReturnPrefill | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const lotId = Number(params.get('returnLot'));
  const transferId = Number(params.get('transfer'));
  const units = Number(params.get('units'));
  const asked = Number.isInteger(lotId) && lotId > 0 && Number.isInteger(transferId) && transferId > 0;
  const item = useQuery({
    queryKey: ['inventory', 'recalled-return', lotId],
    // The business's recalled lots (a few): the one asked for is among them while it holds units.
    queryFn: async () => {
      const page = await api.get<InventoryListResponse>('/api/inventory?filter=recalled&pageSize=200');
      return page.items.find((lot) => lot.id === lotId) ?? null;
    },
    enabled: asked,
  });
  const transfer = useQuery({
    queryKey: ['transfers', 'recalled-return', transferId],
    queryFn: () => api.get<Transfer>(`/api/transfers/${transferId}`),
    enabled: asked,
  });
  const clear = () => setParams({}, { replace: true });
  if (!asked || !item.data || !transfer.data) return { prefill: null, clear };
  const held = Number.isInteger(units) && units > 0 ? Math.min(units, item.data.availableUnits) : 1;
  return { prefill: { item: item.data, transfer: transfer.data, units: held }, clear };
}
