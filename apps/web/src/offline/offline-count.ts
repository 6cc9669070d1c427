import { offlineCountReason } from '@assist/domain';
import type { CountLabel, LocalDb, QueueItem } from './local-db';

export interface CountInput {
  /** The lot counted. */
  lotId: number;
  productName: string;
  expiryDate: string;
  /** Units the till's copy held (downloaded, less what this till's unsynced operations changed). */
  expectedUnits: number;
  /** Units on the shelf. */
  countedUnits: number;
  now?: number;
  /** The operation's id (a fresh UUID by default). */
  clientOperationId?: string;
}

/**
 * A stock count made on this till, as the queue keeps it (docs/decisions/2026-11-26-offline-counts.md):
 * an inventory_update of the difference (counted less what the copy held), so sales other tills made
 * meanwhile are not erased, with the count itself for the ledger line and a fresh operation id the
 * server applies once. A count equal to the copy changes nothing and is not queued (null).
 * Example: the copy held 20, 18 were counted -> quantityChange -2, countedUnits 18.
 */
export function buildCount(input: CountInput): QueueItem | null {
  const quantityChange = input.countedUnits - input.expectedUnits;
  if (quantityChange === 0) return null;
  const id = input.clientOperationId ?? crypto.randomUUID();
  const label: CountLabel = {
    productName: input.productName,
    expiryDate: input.expiryDate,
    expectedUnits: input.expectedUnits,
  };
  return {
    id,
    type: 'inventory_update',
    data: {
      id: input.lotId,
      quantityChange,
      reason: offlineCountReason,
      countedUnits: input.countedUnits,
      clientOperationId: id,
    },
    label,
    timestamp: input.now ?? Date.now(),
    retries: 0,
    status: 'pending',
    lastError: null,
    lastTriedAt: null,
  };
}

/** Queues a count (the local copy follows at once: local-catalog.ts counts queued changes). */
export async function recordCount(db: LocalDb, input: CountInput): Promise<QueueItem | null> {
  const item = buildCount(input);
  if (item) await db.syncQueue.add(item);
  return item;
}
