import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { inventoryLots, users } from '../db/schema/index.js';
import { createOwnDatabase } from '../test/own-database.js';
import { demoLogins } from './demo-accounts.js';
import { prepareInstallation } from './first-start.js';

/**
 * Replicas started at the same moment on a fresh database (issue 18): both open it (one migrates,
 * the other waits for the startup lock and finds nothing to do) and both run the first-start work
 * (one creates the superadmin and the demo, the other finds them). On PostgreSQL two connections
 * pools, as two processes would hold; on PGlite (one process) two first starts in the same process.
 */
const serverUrl = process.env.DATABASE_URL;
const config = { admin: { email: 'admin@first-start.test', password: 'first-start-123' }, seedDemo: true };
const opened: Database[] = [];
let dropOwn: (() => Promise<void>) | undefined;
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await dropOwn?.();
});

async function twoInstances(): Promise<[Database, Database]> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    opened.push(database);
    return [database, database];
  }
  const own = await createOwnDatabase(serverUrl);
  dropOwn = own.drop;
  const pair = await Promise.all([
    openDatabase({ databaseUrl: own.url, dataDir: 'memory://' }),
    openDatabase({ databaseUrl: own.url, dataDir: 'memory://' }),
  ]);
  opened.push(...pair);
  return pair;
}

const migrationsInRepository = () => {
  const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
};

describe('two instances starting at the same moment on a fresh database', () => {
  it('migrate it once and create the superadmin and the demo once', { timeout: 300_000 }, async () => {
    const [first, second] = await twoInstances();
    const starts = await Promise.all([prepareInstallation(first, config), prepareInstallation(second, config)]);

    expect(starts.filter((start) => start.admin !== null)).toHaveLength(1);
    expect(starts.filter((start) => start.demo !== null)).toHaveLength(1);
    const db = first.db;
    const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'superadmin'));
    expect(admins?.n).toBe(1);
    const [pharmacies] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, demoLogins.pharmacy.email));
    expect(pharmacies?.n).toBe(1);
    const pharmacyId = starts.find((start) => start.demo)?.demo?.pharmacyId ?? 0;
    const [lots] = await db.select({ n: count() }).from(inventoryLots).where(eq(inventoryLots.ownerId, pharmacyId));
    expect(lots?.n).toBeGreaterThan(100);
    const [applied] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied?.n).toBe(migrationsInRepository());
  });
});
