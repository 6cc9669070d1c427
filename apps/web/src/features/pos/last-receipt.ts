import { Sale } from '@assist/domain';
import type { ReceiptContent } from '../../components/receipt/receipt-content';
import type { LocalSale } from '../../offline/local-db';

/** What a receipt prints: the sale as the server answered it and the shop's name at that time. */
export type StoredReceipt = ReceiptContent;

/** One last receipt per signed-in person on this device (spec part 2 §4: kept for reprinting). */
export const receiptStorageKey = (userId: number) => `assist.pos.lastReceipt.${userId}`;

export function saveReceipt(storage: Pick<Storage, 'setItem'>, key: string, receipt: StoredReceipt): void {
  try {
    storage.setItem(key, JSON.stringify(receipt));
  } catch {
    // Storage full or blocked (private mode): the receipt on screen still prints; only reprint is lost.
  }
}

/** A sale kept before sales carried their returns: none returned, worth its total. */
function withoutReturns(sale: unknown): unknown {
  if (!sale || typeof sale !== 'object' || 'returns' in sale) return sale;
  const total = (sale as { total?: unknown }).total;
  return { returnedTotal: '0.00', netTotal: total, returns: [], ...sale };
}

/** The stored receipt, or null when there is none or it no longer reads as a sale. */
export function loadReceipt(storage: Pick<Storage, 'getItem'>, key: string): StoredReceipt | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { sale, businessName, pendingSync } = value as Record<string, unknown>;
    const parsed = Sale.safeParse(withoutReturns(sale));
    if (!parsed.success) return null;
    return {
      sale: parsed.data,
      businessName: typeof businessName === 'string' ? businessName : null,
      ...(pendingSync === true && { pendingSync: true }),
    };
  } catch {
    return null;
  }
}

/**
 * A receipt made offline, brought up to date once its sale reached the server: the reference the
 * server keeps (a sale whose answer was lost and was synced later keeps its first SALE- reference)
 * and no "waits for the server" line. Unchanged while the sale still waits, or when its local
 * record is gone.
 */
export async function withSyncedReference(
  receipt: StoredReceipt,
  sales: { get(clientSaleId: string): Promise<Pick<LocalSale, 'status' | 'serverId' | 'serverSaleId'> | undefined> },
): Promise<StoredReceipt> {
  if (!receipt.pendingSync) return receipt;
  const local = await sales.get(receipt.sale.clientSaleId).catch(() => undefined);
  if (local?.status !== 'synced' || !local.serverSaleId) return receipt;
  return {
    sale: { ...receipt.sale, id: local.serverId ?? receipt.sale.id, saleId: local.serverSaleId },
    businessName: receipt.businessName,
  };
}
