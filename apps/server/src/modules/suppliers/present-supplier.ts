import { type Order, type Supplier, type SupplierDetail, formatAmount } from '@assist/domain';
import type { SupplierWithBalance } from './suppliers-repository.js';

/** A supplier as the Suppliers screen and the receiving pickers show it. */
export function presentSupplier(row: SupplierWithBalance): Supplier {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    address: row.address,
    outstandingBalance: formatAmount(row.outstandingBalance),
  };
}

/** The detail panel: the supplier, how many orders it has and the 5 latest. */
export function presentSupplierDetail(
  row: SupplierWithBalance,
  totalOrders: number,
  recentOrders: Order[],
): SupplierDetail {
  return { ...presentSupplier(row), totalOrders, recentOrders };
}
