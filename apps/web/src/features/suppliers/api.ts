import type {
  Order,
  OrderDetails,
  OrderItemReturnRequest,
  SupplierDetail,
  SupplierPayment,
  SupplierPaymentRequest,
  SupplierReturn,
} from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshStockViews } from '../../lib/stock-views';
import { returnKeys, supplierKeys } from '../../lib/query-keys';
import { useRequestIds } from '../../lib/request-ids';

export function useSupplierDetail(id: number | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? 0),
    queryFn: () => api.get<SupplierDetail>(`/api/suppliers/${id}`),
    enabled: id !== null,
  });
}

/** Every order of a supplier, newest first (All Orders, Pay Outstanding). */
export function useOrdersOf(supplierId: number | null) {
  return useQuery({
    queryKey: supplierKeys.orders(supplierId ?? 0),
    queryFn: () => api.get<Order[]>(`/api/orders/supplier/${supplierId}`),
    enabled: supplierId !== null,
  });
}

export function useOrderDetails(orderId: number | null) {
  return useQuery({
    queryKey: supplierKeys.orderDetails(orderId ?? 0),
    queryFn: () => api.get<OrderDetails>(`/api/orders/${orderId}/details`),
    enabled: orderId !== null,
  });
}

export function useSupplierPayments(supplierId: number | null) {
  return useQuery({
    queryKey: supplierKeys.payments(supplierId ?? 0),
    queryFn: () => api.get<SupplierPayment[]>(`/api/suppliers/${supplierId}/payments`),
    enabled: supplierId !== null,
  });
}

/** Balances, orders and payments change together: refresh everything under the suppliers root. */
function useRefreshSupplierMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: supplierKeys.all });
}

export function usePayOutstanding() {
  const refresh = useRefreshSupplierMoney();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: SupplierPaymentRequest) => api.post<SupplierPayment>('/api/supplier-payments', body)),
    onSettled: refresh,
  });
}

/** A return from an order line: stock leaves a lot, so the stock lists and the till are stale too. */
export function useReturnOrderItem() {
  const client = useQueryClient();
  const refresh = useRefreshSupplierMoney();
  const ids = useRequestIds();
  return useMutation({
    mutationFn: ids.keyed((body: OrderItemReturnRequest) => api.post<SupplierReturn>('/api/supplier-returns', body)),
    onSuccess: () =>
      Promise.all([refresh(), refreshStockViews(client), client.invalidateQueries({ queryKey: returnKeys.all })]),
  });
}
