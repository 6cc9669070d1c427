import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../test/factories.js';
import { addProduct, createSupplier, productRow } from '../test/inventory-factories.js';
import { useTestApp } from '../test/test-app.js';
import { maintainTables } from './maintenance.js';
import { rowsOf } from './rows.js';

const t = useTestApp();

/** The planner's idea of a table's size: -1 until a vacuum or analyse has counted it. */
async function plannerRows(table: string): Promise<number> {
  const result = await t.database.db.execute(sql`select reltuples::float8 as n from pg_class where relname = ${table}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n);
}

describe('maintainTables', () => {
  it('vacuums and analyses tables that were never counted, then leaves quiet ones alone', async () => {
    const { client } = await signedInOwner(t);
    await addProduct(client, productRow(await createSupplier(client)));
    const neverCounted = (await plannerRows('inventory_lots')) < 0;

    const touched = await maintainTables(t.database.db);

    if (neverCounted) expect(touched).toContain('inventory_lots');
    expect(await plannerRows('inventory_lots')).toBeGreaterThan(0);
    // On PostgreSQL other test files write meanwhile; PGlite here is this file's alone.
    if (t.database.kind === 'pglite') expect(await maintainTables(t.database.db)).toEqual([]);
  });
});
