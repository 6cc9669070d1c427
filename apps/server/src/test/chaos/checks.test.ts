import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleBody, sell, shop } from '../sales-factories.js';
import { useTestApp } from '../test-app.js';
import { ChaosRecord } from './record.js';
import { checkSales } from './sale-checks.js';
import { fingerprint } from './seed.js';
import { checkLots } from './stock-checks.js';

const t = useTestApp();

/**
 * The chaos run's checks are only worth their "ok" if they see what they look for: here each is
 * shown a database with the fault it exists to find (written by hand), and must name it.
 */
describe('the chaos checks find the faults they are for', () => {
  it('a lot off its ledger, a lost, doubled, reshaped or stray sale, a sale without lines, wrong money', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 5, unitsPerBox: 10 });
    const record = new ChaosRecord();
    const sold = async (quantity: number) => {
      const body = saleBody([{ inventoryId: lot.inventoryId, quantity, unitType: 'unit' }]);
      const answer = (await sell(s.client, body)).json();
      return { body, answer };
    };
    const ok = await sold(1);
    const reshaped = await sold(2);
    const stray = await sold(3);
    record.acked.set(ok.body.clientSaleId, {
      clientSaleId: ok.body.clientSaleId,
      ownerId: s.user.id,
      lines: [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }],
      offline: false,
      saleId: ok.answer.id,
      lineIds: [],
    });
    record.acked.set(reshaped.body.clientSaleId, {
      clientSaleId: reshaped.body.clientSaleId,
      ownerId: s.user.id,
      lines: [{ inventoryId: lot.inventoryId, quantity: 4, unitType: 'unit' }],
      offline: false,
      saleId: reshaped.answer.id,
      lineIds: [],
    });
    const lost = randomUUID();
    record.acked.set(lost, {
      clientSaleId: lost,
      ownerId: s.user.id,
      lines: [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }],
      offline: false,
      saleId: 0,
      lineIds: [],
    });
    const clean = await checkSales(t.database.db, [s.user.id], record);
    expect(clean.map((c) => c.problems.length)).toEqual([2, 1, 0, 0]);
    expect(clean[0]!.problems.join('\n')).toContain(`${lost}: acknowledged, stored 0 times`);
    expect(clean[0]!.problems.join('\n')).toContain(
      `${reshaped.body.clientSaleId}: sent lot ${lot.inventoryId}/4/unit`,
    );
    expect(clean[1]!.problems[0]).toContain(stray.body.clientSaleId);

    const db = t.database.db;
    await db.execute(sql`update inventory_lots set quantity_units = quantity_units + 1 where id = ${lot.inventoryId}`);
    await db.execute(sql`update sales set total = total + 1 where id = ${ok.answer.id}`);
    await db.execute(sql`delete from sale_items where sale_id = ${stray.answer.id}`);
    const lots = await checkLots(db, [s.user.id]);
    expect(lots.problems).toEqual([`lot ${lot.inventoryId}: 45 units, its movements sum to 44`]);
    const broken = await checkSales(db, [s.user.id], record);
    expect(broken[2]!.problems).toEqual(
      expect.arrayContaining([
        `sale ${stray.answer.id} has no lines`,
        `sale ${stray.answer.id}: lines took 0 units, the ledger shows 3`,
      ]),
    );
    expect(broken[3]!.problems.join('\n')).toContain(`sale ${ok.answer.id}: stored`);
  });

  it('a bystander row changed changes its fingerprint', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1 });
    const before = await fingerprint(t.database.db, s.user.id);
    await t.database.db.execute(
      sql`update inventory_lots set retail_price = retail_price + 1 where id = ${lot.inventoryId}`,
    );
    const after = await fingerprint(t.database.db, s.user.id);
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toEqual(['inventory_lots']);
  });
});
