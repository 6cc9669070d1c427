import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import { signedInOwner } from '../../test/factories.js';
import { createOwnDatabase } from '../../test/own-database.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { restoreBackup } from './restore-backup.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-backups-'));
const t = useTestApp({ ownDatabase: true, env: { DATA_DIR: dataDir } });

/** Lots whose units differ from the sum of their movements (none in a sound ledger). */
async function lotsOffTheirLedger(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from inventory_lots l
    where l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? -1;
}

async function saleIds(db: Db, ownerId: number): Promise<Set<string>> {
  const result = await db.execute(sql`select client_sale_id as id from sales where owner_id = ${ownerId}`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/** Opens the restored database (a fresh folder, or the empty PostgreSQL database it went into). */
async function restored(file: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const own = await createOwnDatabase(serverUrl);
    await restoreBackup({ file, dataDir, databaseUrl: own.url });
    const database = await openDatabase({ databaseUrl: own.url, dataDir: 'memory://', migrate: false });
    return { database, drop: own.drop };
  }
  const into = mkdtempSync(path.join(tmpdir(), 'assist-restore-'));
  await restoreBackup({ file, dataDir: into });
  const database = await openDatabase({ dataDir: into, migrate: false });
  return { database, drop: async () => {} };
}

describe('backups', () => {
  it('backs up during a stream of sales; the restore has every acknowledged sale and a sound ledger', async () => {
    const admin = await signedInOwner(t, { role: 'superadmin' });
    const seller = await shop(t);
    const lots = await Promise.all([seller.stock({ quantity: 50 }), seller.stock({ quantity: 50 })]);
    const acknowledged: { id: string; at: number }[] = [];
    const sales = Array.from({ length: 40 }, async (_, i) => {
      const body = saleBody([{ inventoryId: lots[i % 2]?.inventoryId ?? 0, quantity: 1, unitType: 'unit' }]);
      const response = await sell(seller.client, body);
      expect(response.statusCode).toBe(201);
      acknowledged.push({ id: body.clientSaleId, at: performance.now() });
    });
    await Promise.all(sales.slice(0, 10));
    const askedAt = performance.now();
    const backup = await admin.client.post('/api/superadmin/backups');
    await Promise.all(sales);

    expect(backup.statusCode).toBe(200);
    const { file, bytes } = backup.json() as { file: string; bytes: number };
    expect(bytes).toBeGreaterThan(512);
    const list = (await admin.client.get('/api/superadmin/backups')).json();
    expect(list.backups[0]).toMatchObject({ file, bytes });
    expect(list.lastFailure).toBeNull();

    const { database, drop } = await restored(path.join(dataDir, 'backups', file));
    try {
      const there = await saleIds(database.db, seller.user.id);
      for (const sale of acknowledged.filter((s) => s.at < askedAt)) expect(there.has(sale.id)).toBe(true);
      expect(there.size).toBeGreaterThanOrEqual(10);
      expect(await lotsOffTheirLedger(database.db)).toBe(0);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('refuses a corrupted backup with a clear message, and a folder that already holds a database', async () => {
    const admin = await signedInOwner(t, { role: 'superadmin' });
    const { file } = (await admin.client.post('/api/superadmin/backups')).json() as { file: string };
    const original = path.join(dataDir, 'backups', file);
    const bytes = readFileSync(original);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
    const damaged = path.join(dataDir, 'damaged.backup');
    writeFileSync(damaged, bytes);
    const into = mkdtempSync(path.join(tmpdir(), 'assist-restore-'));

    await expect(restoreBackup({ file: damaged, dataDir: into })).rejects.toThrow(
      /is damaged: its checksum does not match.*Nothing was restored/,
    );
    writeFileSync(damaged, bytes.subarray(0, bytes.length - 10));
    await expect(restoreBackup({ file: damaged, dataDir: into })).rejects.toThrow(/incomplete or damaged/);
    writeFileSync(damaged, 'hello');
    await expect(restoreBackup({ file: damaged, dataDir: into })).rejects.toThrow(/is not an Assist backup/);
    if (!process.env.DATABASE_URL) {
      await restoreBackup({ file: original, dataDir: into });
      await expect(restoreBackup({ file: original, dataDir: into })).rejects.toThrow(
        /already holds a database.*--force/,
      );
    }
  });

  it('keeps the settings a superadmin saves and refuses a time that is not one', async () => {
    const admin = await signedInOwner(t, { role: 'superadmin' });
    expect((await admin.client.get('/api/superadmin/backups')).json().settings).toEqual({ time: '03:00', keep: 14 });
    expect((await admin.client.put('/api/superadmin/backups/settings', { time: '25:00', keep: 3 })).statusCode).toBe(
      400,
    );
    expect((await admin.client.put('/api/superadmin/backups/settings', { time: '02:30', keep: 1 })).statusCode).toBe(
      200,
    );
    await admin.client.post('/api/superadmin/backups');
    const list = (await admin.client.get('/api/superadmin/backups')).json();
    expect(list.settings).toEqual({ time: '02:30', keep: 1 });
    expect(list.backups).toHaveLength(1);
  });

  it("is the superadmin's alone, and the local route wants the token", async () => {
    const owner = await signedInOwner(t);
    expect((await owner.client.post('/api/superadmin/backups')).statusCode).toBe(403);
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/backups/local',
      headers: { 'x-assist-backup-token': 'no' },
    });
    expect(local.statusCode).toBe(401);
  });
});
