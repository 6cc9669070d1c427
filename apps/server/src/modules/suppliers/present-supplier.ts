import { type Order, type Supplier, type SupplierDetail, type TransferBalance, formatAmount } from '@assist/domain';
import type { SupplierWithBalance } from './suppliers-repository.js';

/**
 * A supplier as the Suppliers screen and the receiving pickers show it; a supplier that is a
 * business on the network carries the trade balances Transfers shows for that partner.
 */
export function presentSupplier(row: SupplierWithBalance, network: readonly TransferBalance[] = []): Supplier {
  const partnerId = row.linkedOwnerId ?? null;
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    address: row.address,
    leadDays: row.leadDays,
    outstandingBalance: formatAmount(row.outstandingBalance),
    partnerId,
    networkBalances: network
      .filter((balance) => partnerId !== null && balance.partnerId === partnerId)
      .map(({ currency, type, totalOutstanding, pendingClaims }) => ({
        currency,
        type,
        totalOutstanding,
        pendingClaims,
      })),
  };
}

/** The detail panel: the supplier, how many orders it has and the 5 latest. */
export function presentSupplierDetail(
  row: SupplierWithBalance,
  network: readonly TransferBalance[],
  totalOrders: number,
  recentOrders: Order[],
  ledger: Pick<SupplierDetail, 'networkTrades' | 'networkPayments'> = { networkTrades: [], networkPayments: [] },
): SupplierDetail {
  return { ...presentSupplier(row, network), totalOrders, recentOrders, ...ledger };
}
