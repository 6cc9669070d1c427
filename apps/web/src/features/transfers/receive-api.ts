import type { ReceivePlan } from '@assist/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { transferKeys } from '../../lib/query-keys';

/** A trade to receive: an incoming transfer, or the transfer of the retailer's approved purchase. */
export interface ReceiveSource {
  kind: 'transfer' | 'purchase';
  id: number;
}

const planUrl = ({ kind, id }: ReceiveSource) =>
  kind === 'transfer' ? `/api/transfers/${id}/receive-plan` : `/api/marketplace/purchase-requests/${id}/receive-plan`;

/** The receive plan, asked fresh each time the dialog opens (lots and prices change meanwhile). */
export function useReceivePlan(source: ReceiveSource | null) {
  return useQuery({
    queryKey: transferKeys.receivePlan(source?.kind ?? 'transfer', source?.id ?? 0),
    queryFn: () => api.get<ReceivePlan>(planUrl(source!)),
    enabled: source !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
