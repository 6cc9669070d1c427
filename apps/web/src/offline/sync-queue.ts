import { type SaleCreateRequest, type SaleDiscrepancy, offlineQueue } from '@assist/domain';
import type { LocalDb, LocalSale, LocalSaleItem, QueueItem, RefusalDetail } from './local-db';

/**
 * The sync queue (spec part 1 §4, §9): operations wait in the order they were made (`seq`); each
 * try the server refuses counts, and after 3 the operation is kept as failed with the server's
 * reason (never dropped) until the user retries it. Unanswered tries (no network, server gone,
 * session ended) do not count: the operation simply waits. (The 3 is offlineQueue.maxTries.)
 */

/** Stores an offline sale, its lines and its queue entry at once (all or nothing). */
export async function enqueueSale(
  db: LocalDb,
  sale: LocalSale,
  items: Omit<LocalSaleItem, 'id'>[],
  request: SaleCreateRequest,
): Promise<void> {
  await db.transaction('rw', db.sales, db.saleItems, db.syncQueue, async () => {
    await db.sales.add(sale);
    await db.saleItems.bulkAdd(items);
    await db.syncQueue.add({
      id: request.clientSaleId,
      type: 'sale',
      data: request,
      timestamp: sale.createdAt,
      retries: 0,
      status: 'pending',
      lastError: null,
      lastTriedAt: null,
    });
  });
}

/** The first `limit` operations waiting to be sent, oldest first. */
export async function pendingItems(db: LocalDb, limit = Number.POSITIVE_INFINITY): Promise<QueueItem[]> {
  const items = await db.syncQueue.orderBy('seq').filter((item) => item.status === 'pending');
  return Number.isFinite(limit) ? items.limit(limit).toArray() : items.toArray();
}

export async function failedItems(db: LocalDb): Promise<QueueItem[]> {
  return db.syncQueue.where('status').equals('failed').sortBy('seq');
}

export async function queueCounts(db: LocalDb): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all([
    db.syncQueue.where('status').equals('pending').count(),
    db.syncQueue.where('status').equals('failed').count(),
  ]);
  return { pending, failed };
}

/** The server stored the operation: it leaves the queue and its sale (if a sale) is marked synced. */
export async function completeItem(
  db: LocalDb,
  item: QueueItem,
  stored: { id: number; saleId: string; discrepancies: SaleDiscrepancy[] } | undefined,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.syncQueue, db.sales, async () => {
    if (item.seq !== undefined) await db.syncQueue.delete(item.seq);
    if (item.type !== 'sale' || !stored) return;
    await db.sales.update(item.id, {
      status: 'synced',
      serverId: stored.id,
      serverSaleId: stored.saleId,
      discrepancies: stored.discrepancies,
      syncedAt: now,
      error: undefined,
    });
  });
}

/** The server refused a try: counted; the third refusal keeps the operation as failed with its reason. */
export async function failItem(
  db: LocalDb,
  item: QueueItem,
  reason: string,
  now = Date.now(),
  detail?: RefusalDetail,
): Promise<boolean> {
  const retries = item.retries + 1;
  const failed = retries >= offlineQueue.maxTries;
  await db.transaction('rw', db.syncQueue, db.sales, async () => {
    if (item.seq === undefined) return;
    await db.syncQueue.update(item.seq, {
      retries,
      status: failed ? 'failed' : 'pending',
      lastError: reason,
      lastErrorDetail: detail ?? null,
      lastTriedAt: now,
    });
    if (failed && item.type === 'sale') await db.sales.update(item.id, { status: 'failed', error: reason });
  });
  return failed;
}

/** The user asks to try failed operations again: back in the queue with a fresh count, in their old place. */
export async function retryFailed(db: LocalDb): Promise<number> {
  return db.transaction('rw', db.syncQueue, db.sales, async () => {
    const failed = await db.syncQueue.where('status').equals('failed').toArray();
    for (const item of failed) {
      if (item.seq !== undefined) await db.syncQueue.update(item.seq, { status: 'pending', retries: 0 });
      if (item.type === 'sale') await db.sales.update(item.id, { status: 'pending_sync' });
    }
    return failed.length;
  });
}
