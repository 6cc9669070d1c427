import 'fake-indexeddb/auto';
import { type Sale, type SaleBatchResponse, type SaleCreateRequest, offlineQueue } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api';
import type { LocalDb } from './local-db';
import { recordOfflineSale } from './offline-sale';
import { type Transport, inBatches, oneByOne, runSync } from './sync-engine';
import { type SyncLock, pageLock } from './sync-lock';
import { failedItems, pendingItems, queueCounts, retryFailed } from './sync-queue';
import { freshLocalDbs } from './test-db';

const freshDb = freshLocalDbs();

/**
 * A stand-in for POST /api/sales with the server's promise: one sale per clientSaleId. It can be
 * stopped (no answer), refuse a lot (404), or store a sale and lose the answer.
 */
function fakeServer() {
  const stored = new Map<string, Sale>();
  const state = { down: false, refuseLot: null as number | null, loseAnswers: 0, signedOut: false };
  const calls: string[] = [];
  const post = async (body: SaleCreateRequest): Promise<Sale> => {
    calls.push(body.saleId ?? '');
    if (state.down) throw new NetworkError(new TypeError('Failed to fetch'));
    if (state.signedOut) throw new ApiError(401, '{"message":"Unauthorized"}', { message: 'Unauthorized' });
    if (body.items.some((item) => item.inventoryId === state.refuseLot))
      throw new ApiError(404, '{"message":"Inventory item not found."}', { message: 'Inventory item not found.' });
    const sale =
      stored.get(body.clientSaleId) ??
      ({ id: stored.size + 1, saleId: body.saleId, discrepancies: [] } as unknown as Sale);
    stored.set(body.clientSaleId, sale);
    if (state.loseAnswers > 0) {
      state.loseAnswers--;
      throw new NetworkError(new TypeError('Failed to fetch'));
    }
    return sale;
  };
  /** The batch endpoint: each sale as POST /api/sales would answer it, in its slot. */
  const postBatch = async (bodies: SaleCreateRequest[]): Promise<SaleBatchResponse> => {
    batches.push(bodies.length);
    if (state.down) throw new NetworkError(new TypeError('Failed to fetch'));
    const answers: SaleBatchResponse = [];
    for (const body of bodies) {
      try {
        answers.push({ ok: true, created: true, sale: await post(body) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        answers.push({ ok: false, status: error.status, message: error.message });
      }
    }
    return answers;
  };
  const batches: number[] = [];
  return { stored, state, calls, batches, send: oneByOne(post), sendBatches: inBatches(postBatch, post) };
}

let clock = 1_700_000_000_000;
/** A one-line offline sale of `lot`, made one second after the previous one. */
function sell(db: LocalDb, lot: number, quantity = 1) {
  clock += 1_000;
  return recordOfflineSale(db, {
    clientSaleId: crypto.randomUUID(),
    lines: [
      {
        inventoryId: lot,
        productId: lot * 10,
        productName: `Product ${lot}`,
        quantity,
        unitType: 'unit',
        unitPrice: '1.50',
        totalPrice: (1.5 * quantity).toFixed(2),
        unitsPerBox: 10,
        retailPrice: '15.00',
        availableUnits: 100,
        expiryDate: '2030-01-01',
      },
    ],
    paymentMethod: 'cash',
    taxRate: 0,
    source: 'pos',
    now: clock,
  });
}

const run = (db: LocalDb, send: ReturnType<typeof fakeServer>['send'], lock?: SyncLock) =>
  runSync(db, send, { batchSize: 2, now: () => clock, ...(lock && { lock }) });

describe('the sync queue', () => {
  it('sends sales in the order they were made and removes each once the server stored it', async () => {
    const db = freshDb();
    const server = fakeServer();
    const made = [await sell(db, 1), await sell(db, 2), await sell(db, 3)];
    expect(await queueCounts(db)).toEqual({ pending: 3, failed: 0 });

    const outcome = await run(db, server.send);
    expect(outcome).toMatchObject({ status: 'done', synced: 3, errors: 0, pending: 0, failedTotal: 0 });
    expect(server.calls).toEqual(made.map((sale) => sale.saleId));
    expect(await db.syncQueue.count()).toBe(0);
    const sales = await db.sales.orderBy('createdAt').toArray();
    expect(sales.map((sale) => [sale.status, sale.serverSaleId])).toEqual(made.map((s) => ['synced', s.saleId]));
    expect(await db.settings.get('lastSyncAt')).toMatchObject({ value: clock });
  });

  it('counts refused tries, keeps the sale as failed with the reason after 3, and never drops it', async () => {
    const db = freshDb();
    const server = fakeServer();
    await sell(db, 1);
    const refused = await sell(db, 2);
    await sell(db, 3);
    server.state.refuseLot = 2;

    const first = await run(db, server.send);
    expect(first).toMatchObject({ status: 'done', synced: 2, errors: 1, failed: 0, pending: 1 });
    expect((await pendingItems(db))[0]).toMatchObject({ retries: 1, lastError: 'Inventory item not found.' });
    for (let attempt = 2; attempt <= offlineQueue.maxTries; attempt++) await run(db, server.send);

    expect(await queueCounts(db)).toEqual({ pending: 0, failed: 1 });
    expect(await failedItems(db)).toMatchObject([
      { id: refused.clientSaleId, retries: 3, status: 'failed', lastError: 'Inventory item not found.' },
    ]);
    expect(await db.sales.get(refused.clientSaleId)).toMatchObject({
      status: 'failed',
      error: 'Inventory item not found.',
    });
    // A failed sale is not sent again on its own...
    const callsBefore = server.calls.length;
    expect(await run(db, server.send)).toMatchObject({ synced: 0, errors: 0, failedTotal: 1 });
    expect(server.calls).toHaveLength(callsBefore);
    // ...until the user retries it.
    server.state.refuseLot = null;
    expect(await retryFailed(db)).toBe(1);
    expect(await run(db, server.send)).toMatchObject({ synced: 1, pending: 0, failedTotal: 0 });
    expect(server.stored.size).toBe(3);
  });

  it('keeps everything queued, uncounted, while the server does not answer', async () => {
    const db = freshDb();
    const server = fakeServer();
    await sell(db, 1);
    await sell(db, 2);
    server.state.down = true;
    expect(await run(db, server.send)).toMatchObject({ status: 'offline', synced: 0, errors: 0, pending: 2 });
    expect((await pendingItems(db)).map((item) => item.retries)).toEqual([0, 0]);
    expect(server.calls).toHaveLength(1);
    server.state.down = false;
    expect(await run(db, server.send)).toMatchObject({ status: 'done', synced: 2 });
  });

  it('stops without counting when the session has ended', async () => {
    const db = freshDb();
    const server = fakeServer();
    await sell(db, 1);
    server.state.signedOut = true;
    expect(await run(db, server.send)).toMatchObject({ status: 'signed-out', errors: 0, pending: 1 });
    expect((await pendingItems(db))[0]?.retries).toBe(0);
  });

  it('sends a sale whose answer was lost again under the same client id, so the server keeps one', async () => {
    const db = freshDb();
    const server = fakeServer();
    const sale = await sell(db, 1);
    server.state.loseAnswers = 1;
    expect(await run(db, server.send)).toMatchObject({ status: 'offline', pending: 1 });
    expect(await run(db, server.send)).toMatchObject({ status: 'done', synced: 1 });
    expect(server.calls).toEqual([sale.saleId, sale.saleId]);
    expect(server.stored.size).toBe(1);
  });

  it('lets one tab sync at a time (one lock for both); the lock is free again when a run ends, even by an error', async () => {
    const db = freshDb();
    const server = fakeServer();
    for (let i = 1; i <= 4; i++) await sell(db, i);
    const shared = pageLock();
    const [a, b] = await Promise.all([run(db, server.send, shared), run(db, server.send, shared)]);
    expect([a.status, b.status].sort()).toEqual(['busy', 'done']);
    expect(server.calls).toHaveLength(4);

    await sell(db, 5);
    const broken: Transport = async () => {
      throw new Error('the tab went away');
    };
    await expect(run(db, broken, shared)).rejects.toThrow('the tab went away');
    expect(await run(db, server.send, shared)).toMatchObject({ status: 'done', synced: 1 });
  });

  it('sends batches in order, answers matched by position, a refused sale counted alone', async () => {
    const db = freshDb();
    const server = fakeServer();
    const made = [];
    for (let i = 1; i <= 5; i++) made.push(await sell(db, i));
    server.state.refuseLot = 4;
    const outcome = await runSync(db, server.sendBatches, { batchSize: 2, now: () => clock });
    expect(outcome).toMatchObject({ status: 'done', synced: 4, errors: 1, pending: 1 });
    expect(server.batches).toEqual([2, 2, 1]);
    expect(server.calls).toEqual(made.map((sale) => sale.saleId));
    expect((await pendingItems(db))[0]).toMatchObject({ id: made[3]!.clientSaleId, retries: 1 });
  });

  it('keeps a batch queued, uncounted, when its request gets no answer', async () => {
    const db = freshDb();
    const server = fakeServer();
    await sell(db, 1);
    await sell(db, 2);
    server.state.down = true;
    expect(await runSync(db, server.sendBatches, { now: () => clock })).toMatchObject({
      status: 'offline',
      errors: 0,
      pending: 2,
    });
    expect((await pendingItems(db)).map((item) => item.retries)).toEqual([0, 0]);
  });

  it('sends one sale at a time when the server refuses the batch as a whole', async () => {
    const db = freshDb();
    await sell(db, 1);
    await sell(db, 2);
    const refusing = inBatches(
      async () => {
        throw new ApiError(400, '{"message":"Please check your input and try again."}', {});
      },
      async (body) => ({ id: 1, saleId: body.saleId, discrepancies: [] }) as unknown as Sale,
    );
    expect(await runSync(db, refusing, { now: () => clock })).toMatchObject({ synced: 2, pending: 0 });
  });
});
