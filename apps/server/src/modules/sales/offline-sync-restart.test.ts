import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { MemoryMailer } from '../../platform/mailer.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { countRows, saleBody, sell, shop } from '../../test/sales-factories.js';
import { Client, type TestApp } from '../../test/test-app.js';

/**
 * The server stops in the middle of a sync and starts again on the same data (issue 5): the till
 * sends its whole queue again, and every offline sale is stored exactly once. PGlite in a folder
 * of its own (the embedded default), or the PostgreSQL of DATABASE_URL.
 */
const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(): Promise<TestApp> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const database = await openDatabase({ databaseUrl: url, dataDir, migrate: true });
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, database, mailer, logger: false });
  await app.ready();
  return { app, database, mailer };
}

async function stopServer(t: TestApp) {
  await t.app.close();
  await t.database.close();
}

describe('a sync cut by a server restart', () => {
  it('stores every offline sale once when the whole queue is sent again', { timeout: 120_000 }, async () => {
    let server = await startServer();
    const s = await shop(server);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const queue = Array.from({ length: 6 }, (_, i) =>
      saleBody([{ inventoryId: lot.inventoryId, quantity: i + 1, unitType: 'unit' }], {
        offline: true,
        saleId: `OFFLINE-${1_700_000_000_000 + i}`,
        soldAt: new Date(Date.now() - 60_000 + i).toISOString(),
      }),
    );

    // The till syncs in batches (POST /api/sales/batch). The first half gets through; the second
    // batch is on its way when the server goes down (its answer never reaches the till).
    const first = await s.client.post('/api/sales/batch', { sales: queue.slice(0, 3) });
    expect(first.json().map((slot: { created: boolean }) => slot.created)).toEqual([true, true, true]);
    const lost = s.client.post('/api/sales/batch', { sales: queue.slice(3) });
    await stopServer(server);
    await lost.catch(() => undefined);

    // A new server on the same data; the till signs in again and sends everything it still holds.
    server = await startServer();
    const client = new Client(server.app);
    const login = await client.post('/api/auth/login', { email: s.user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const answer = await client.post('/api/sales/batch', { sales: queue });
    expect(answer.statusCode).toBe(200);
    const slots = answer.json();
    expect(slots.map((slot: { ok: boolean; created: boolean }) => [slot.ok, slot.created]).slice(0, 3)).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(slots.map((slot: { sale: { clientSaleId: string } }) => slot.sale.clientSaleId)).toEqual(
      queue.map((body) => body.clientSaleId),
    );
    // One more time, single requests this time (the engine's fallback): all already stored.
    for (const body of queue) expect((await sell(client, body)).statusCode).toBe(200);

    expect(await countRows(server, 'sales', s.user.id)).toBe(6);
    // 1 + 2 + ... + 6 = 21 units sold of 20: the lot ends at 0 with a discrepancy of 1, once.
    expect(await lotLedger(server, lot.inventoryId)).toMatchObject({ units: 0, movements: 0 });
    const short = slots.flatMap((slot: { sale: { discrepancies: unknown[] } }) => slot.sale.discrepancies);
    expect(short).toEqual([expect.objectContaining({ inventoryId: lot.inventoryId, units: 1 })]);
    await stopServer(server);
  });
});
