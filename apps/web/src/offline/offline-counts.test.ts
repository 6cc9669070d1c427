import 'fake-indexeddb/auto';
import { type InventoryBatchUpdateResponse, type SaleCreateRequest, offlineQueue } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../lib/api';
import { createBatcher } from './batcher';
import { unsyncedUnitsByLot } from './local-catalog';
import type { LocalDb, StockChangeData } from './local-db';
import { buildCount, recordCount } from './offline-count';
import { recordOfflineSale } from './offline-sale';
import { byType, stockTransport } from './stock-transport';
import { oneByOne, runSync } from './sync-engine';
import { failedItems, queueCounts, retryFailed } from './sync-queue';
import { freshLocalDbs } from './test-db';

const freshDb = freshLocalDbs();

/** Timers the test runs by hand: nothing waits on the clock. */
function manualTimers() {
  const due: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void due.push(run),
    fire: () => {
      for (const run of due.splice(0)) run();
    },
    get waiting() {
      return due.length;
    },
  };
}

/**
 * A stand-in for POST /api/inventory/batch-update with the server's promise: each clientOperationId
 * applied once (again: answered as the first time), below 0 refused with its code.
 */
function fakeStockServer(units: Record<number, number>) {
  const applied = new Map<string, InventoryBatchUpdateResponse[number]>();
  const state = { down: false, loseAnswers: 0 };
  const batches: number[] = [];
  const postBatch = async (updates: StockChangeData[]): Promise<InventoryBatchUpdateResponse> => {
    batches.push(updates.length);
    if (state.down) throw new NetworkError(new TypeError('Failed to fetch'));
    const answers = updates.map((update) => {
      const earlier = applied.get(update.clientOperationId);
      if (earlier) return earlier;
      const held = units[update.id] ?? 0;
      if (held + update.quantityChange < 0)
        return {
          ok: false as const,
          id: update.id,
          code: 'stock_below_zero',
          error: `Stock cannot go below 0: only ${held} units left`,
          availableUnits: held,
        };
      units[update.id] = held + update.quantityChange;
      const slot = { ok: true as const, id: update.id, availableUnits: units[update.id]!, quantity: 0 };
      applied.set(update.clientOperationId, slot);
      return slot;
    });
    if (state.loseAnswers > 0) {
      state.loseAnswers--;
      throw new NetworkError(new TypeError('Failed to fetch'));
    }
    return answers;
  };
  return { units, state, batches, postBatch };
}

const count = (db: LocalDb, lotId: number, countedUnits: number, expectedUnits: number) =>
  recordCount(db, { lotId, productName: `Product ${lotId}`, expiryDate: '2030-01-01', expectedUnits, countedUnits });

/** Runs the batcher's 500 ms timers at once (microtask), so a run never waits on the clock. */
const soon = { schedule: (run: () => void) => queueMicrotask(run) };

describe('the batcher (spec part 1 §9: 500 ms, at most 20 per batch)', () => {
  it('sends 20 at once, the rest when the delay ends, each add answered by its slot', async () => {
    const timers = manualTimers();
    const calls: number[][] = [];
    const add = createBatcher<number, number>({
      flush: async (items) => {
        calls.push(items);
        return items.map((n) => n * 10);
      },
      schedule: timers.schedule,
    });
    const answers = Promise.all(Array.from({ length: 45 }, (_, n) => add(n)));
    expect(calls.map((c) => c.length)).toEqual([20, 20]);
    expect(timers.waiting).toBeGreaterThan(0);
    timers.fire();
    expect(calls.map((c) => c.length)).toEqual([20, 20, 5]);
    expect(await answers).toEqual(Array.from({ length: 45 }, (_, n) => n * 10));
  });

  it('waits for the delay with fewer than 20, and fails every add of a batch whose call failed', async () => {
    const timers = manualTimers();
    let calls = 0;
    const add = createBatcher<number, number>({
      flush: async () => {
        calls++;
        throw new Error('Batch inventory_update failed');
      },
      schedule: timers.schedule,
    });
    const a = add(1);
    const b = add(2);
    expect(calls).toBe(0);
    timers.fire();
    await expect(a).rejects.toThrow('Batch inventory_update failed');
    await expect(b).rejects.toThrow('Batch inventory_update failed');
    expect(calls).toBe(1);
  });
});

describe('stock counts in the offline queue', () => {
  it('queues the difference from the local copy and applies it to the copy at once', async () => {
    const db = freshDb();
    expect(
      buildCount({ lotId: 7, productName: 'A', expiryDate: '2030-01-01', expectedUnits: 5, countedUnits: 5 }),
    ).toBe(null);
    await count(db, 7, 18, 20);
    await count(db, 8, 12, 10);
    expect(await queueCounts(db)).toEqual({ pending: 2, failed: 0 });
    expect([...(await unsyncedUnitsByLot(db))]).toEqual([
      [7, 2],
      [8, -2],
    ]);
    expect((await db.syncQueue.toArray())[0]).toMatchObject({
      type: 'inventory_update',
      data: { id: 7, quantityChange: -2, reason: 'offline_count', countedUnits: 18 },
      retries: 0,
      status: 'pending',
    });
  });

  it('sends counts in batches of at most 20 on reconnect and lands each once, though an answer was lost', async () => {
    const db = freshDb();
    const server = fakeStockServer({ 1: 100 });
    for (let n = 0; n < 25; n++) await count(db, 1, 99 - n, 100 - n);
    const send = stockTransport(server.postBatch, soon);

    server.state.down = true;
    expect(await runSync(db, send)).toMatchObject({ status: 'offline', synced: 0, pending: 25 });
    server.state.down = false;
    // The first batch is stored but its answer never comes: those counts wait and are sent again.
    server.state.loseAnswers = 1;
    expect(await runSync(db, send)).toMatchObject({ status: 'offline', pending: 25 });
    expect(await runSync(db, send)).toMatchObject({ status: 'done', synced: 25, errors: 0, pending: 0 });
    expect(server.units[1]).toBe(75);
    expect(Math.max(...server.batches)).toBe(20);
    expect(server.batches.slice(-2)).toEqual([20, 5]);
    expect(await unsyncedUnitsByLot(db)).toEqual(new Map());
  });

  it('keeps a count refused 3 times as failed with the code of its reason, until retried', async () => {
    const db = freshDb();
    const server = fakeStockServer({ 3: 4 });
    await count(db, 3, 0, 10);
    const send = stockTransport(server.postBatch, soon);
    for (let attempt = 1; attempt <= offlineQueue.maxTries; attempt++)
      expect(await runSync(db, send)).toMatchObject({ errors: 1, synced: 0 });
    expect(await queueCounts(db)).toEqual({ pending: 0, failed: 1 });
    expect(await failedItems(db)).toMatchObject([
      {
        type: 'inventory_update',
        retries: 3,
        lastError: 'Stock cannot go below 0: only 4 units left',
        lastErrorDetail: { code: 'stock_below_zero', params: { availableUnits: 4 } },
      },
    ]);
    // Shown on the till as still taken from the copy, and sent again only when the user asks.
    expect(await unsyncedUnitsByLot(db)).toEqual(new Map([[3, 10]]));
    server.units[3] = 12;
    expect(await retryFailed(db)).toBe(1);
    expect(await runSync(db, send)).toMatchObject({ synced: 1, pending: 0, failedTotal: 0 });
    expect(server.units[3]).toBe(2);
  });

  it('sends sales and counts of one queue in order, each to its endpoint', async () => {
    const db = freshDb();
    const server = fakeStockServer({ 1: 50 });
    const sale = await recordOfflineSale(db, {
      clientSaleId: crypto.randomUUID(),
      lines: [
        {
          inventoryId: 1,
          productId: 10,
          productName: 'Product 1',
          quantity: 2,
          unitType: 'unit',
          unitsPerBox: 10,
          unitPrice: '1.50',
          totalPrice: '3.00',
        },
      ],
      paymentMethod: 'cash',
      taxRate: 0,
      source: 'offline-page',
    });
    const sold: string[] = [];
    const post = async (body: SaleCreateRequest) => {
      sold.push(body.clientSaleId);
      return { ...sale, id: sold.length };
    };
    await count(db, 1, 45, 48);
    const outcome = await runSync(
      db,
      byType({ sale: oneByOne(post), inventory_update: stockTransport(server.postBatch, soon) }),
    );
    expect(outcome).toMatchObject({ status: 'done', synced: 2, pending: 0 });
    expect(sold).toEqual([sale.clientSaleId]);
    expect(server.units[1]).toBe(47);
    expect(await db.sales.get(sale.clientSaleId)).toMatchObject({ status: 'synced' });
  });
});
