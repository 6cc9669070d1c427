import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { readBackupHeader } from './backup-file.js';
import { restoreBackup } from './restore-backup.js';

// PGlite on a folder, as a server runs it: the backup is an online copy (db/pglite/online-copy.ts).
const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-online-backup-'));
const t = useTestApp({
  ownDatabase: true,
  env: { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' },
  pgliteOnDisk: dataDir,
});
const onPglite = !process.env.DATABASE_URL;

/**
 * Opens a restored data folder in another Node process (a fresh PGlite, nothing shared with this
 * one) and answers its sales and the lots whose units differ from the sum of their movements.
 */
async function openElsewhere(folder: string): Promise<{ sales: string[]; lotsOff: number }> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
    import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
    const db = new PGlite(${JSON.stringify(folder)}, { extensions: { pg_trgm, btree_gin } });
    const sales = (await db.query('select client_sale_id as id from sales')).rows.map((r) => r.id);
    const off = await db.query(\`select count(*)::int as n from inventory_lots l where l.quantity_units <>
      (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)\`);
    await db.close();
    console.log(JSON.stringify({ sales, lotsOff: off.rows[0].n }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout);
}

describe('online backup of the embedded database', () => {
  it('copies while tills keep selling; another process opens the restore with every acknowledged sale and a sound ledger', async () => {
    const admin = await signedInOwner(t, { role: 'superadmin' });
    // A copy left by a backup that died mid-way: the next backup clears it.
    const stale = path.join(dataDir, 'backups', '.assist-2026-01-01T03-00-00-000Z.backup.staging');
    mkdirSync(path.join(stale, 'base'), { recursive: true });
    const seller = await shop(t);
    const lots = await Promise.all([seller.stock({ quantity: 500 }), seller.stock({ quantity: 500 })]);
    const acknowledged: { id: string; at: number }[] = [];
    let backupDone = false;
    const till = async (n: number) => {
      // Each till sells one sale after another until the backup has answered (and at least 5).
      for (let i = 0; i < 5 || !backupDone; i++) {
        const body = saleBody([{ inventoryId: lots[(n + i) % 2]?.inventoryId ?? 0, quantity: 1, unitType: 'unit' }]);
        const response = await sell(seller.client, body);
        expect(response.statusCode).toBe(201);
        acknowledged.push({ id: body.clientSaleId, at: performance.now() });
        await new Promise((resolve) => setTimeout(resolve, 20)); // a till's pace
      }
    };
    const tills = [0, 1, 2, 3].map(till);
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 5));
    const askedAt = performance.now();
    const backup = await admin.client.post('/api/superadmin/backups');
    const answeredAt = performance.now();
    backupDone = true;
    await Promise.all(tills);

    expect(backup.statusCode).toBe(200);
    expect(existsSync(stale)).toBe(false);
    const { file } = backup.json() as { file: string };
    const backupFile = path.join(dataDir, 'backups', file);
    if (!onPglite) return; // on PostgreSQL the backup is pg_dump's (backups.test.ts restores it)
    expect((await readBackupHeader(backupFile)).method).toBe('online-copy');
    const into = mkdtempSync(path.join(tmpdir(), 'assist-online-restore-'));
    await restoreBackup({ file: backupFile, dataDir: into });
    // The tills sold while the backup ran (the queue was not held for the copy).
    expect(acknowledged.filter((s) => s.at > askedAt && s.at < answeredAt).length).toBeGreaterThan(0);
    const restored = await openElsewhere(path.join(into, 'pglite'));
    const there = new Set(restored.sales);
    for (const sale of acknowledged.filter((s) => s.at < askedAt)) expect(there.has(sale.id)).toBe(true);
    expect(there.size).toBeGreaterThanOrEqual(acknowledged.filter((s) => s.at < askedAt).length);
    expect(restored.lotsOff).toBe(0);
  });
});
