import type { StockDiscrepancyList } from '@assist/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { inventoryKeys } from '../../lib/query-keys';

/** Offline sales that sold more than the stock on record (GET /api/inventory/discrepancies). */
export function useStockDiscrepancies() {
  return useQuery({
    queryKey: inventoryKeys.discrepancies(),
    queryFn: () => api.get<StockDiscrepancyList>('/api/inventory/discrepancies'),
  });
}
