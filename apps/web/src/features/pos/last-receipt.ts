import { Sale } from '@assist/domain';

/** What a receipt prints: the sale as the server answered it and the shop's name at that time. */
export interface StoredReceipt {
  sale: Sale;
  businessName: string | null;
  /** Made offline: the receipt says the sale waits for the server. */
  pendingSync?: boolean;
}

/** One last receipt per signed-in person on this device (spec part 2 §4: kept for reprinting). */
export const receiptStorageKey = (userId: number) => `assist.pos.lastReceipt.${userId}`;

export function saveReceipt(storage: Pick<Storage, 'setItem'>, key: string, receipt: StoredReceipt): void {
  try {
    storage.setItem(key, JSON.stringify(receipt));
  } catch {
    // Storage full or blocked (private mode): the receipt on screen still prints; only reprint is lost.
  }
}

/** The stored receipt, or null when there is none or it no longer reads as a sale. */
export function loadReceipt(storage: Pick<Storage, 'getItem'>, key: string): StoredReceipt | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { sale, businessName, pendingSync } = value as Record<string, unknown>;
    const parsed = Sale.safeParse(sale);
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
