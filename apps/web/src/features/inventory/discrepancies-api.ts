import type { StockDiscrepancyList } from '@assist/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { inventoryKeys } from './api';

/** Under inventory's keys: a sync or a sale that refreshes inventory refreshes this list too. */
export const discrepancyKeys = { list: () => [...inventoryKeys.all, 'discrepancies'] as const };

/** Offline sales that sold more than the stock on record (GET /api/inventory/discrepancies). */
export function useStockDiscrepancies() {
  return useQuery({
    queryKey: discrepancyKeys.list(),
    queryFn: () => api.get<StockDiscrepancyList>('/api/inventory/discrepancies'),
  });
}
