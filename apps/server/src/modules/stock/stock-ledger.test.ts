import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { signedInOwner } from '../../test/factories.js';
import { addProduct, createSupplier, daysFromToday, productRow } from '../../test/inventory-factories.js';
import { askToBuy, grantAccess, marketSupplier } from '../../test/marketplace-factories.js';
import { saleBody, sell } from '../../test/sales-factories.js';
import { pageReturn, supplierWithOrders } from '../../test/supplier-money-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Every lot of these businesses whose units are not the sum of its movements, with both figures.
 * Only theirs: on PostgreSQL other test files share the database, and one of them (the chaos
 * checks) breaks a lot of its own on purpose; the kinds written are theirs too, so each is proven here.
 */
async function lotsOffTheirLedger(ownerIds: number[]) {
  const result = await t.database.db.execute(sql`
    select l.id, l.quantity_units as units, coalesce(sum(m.quantity_units), 0)::int as movements
    from inventory_lots l left join stock_movements m on m.lot_id = l.id
    where l.owner_id in (${idList(ownerIds)})
    group by l.id having l.quantity_units <> coalesce(sum(m.quantity_units), 0)`);
  return rowsOf<{ id: number; units: number; movements: number }>(result);
}

async function kindsWritten(ownerIds: number[]): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select distinct kind from stock_movements where owner_id in (${idList(ownerIds)}) order by kind`,
  );
  return rowsOf<{ kind: string }>(result).map((row) => row.kind);
}

describe('the stock ledger: a lot’s units are the sum of its movements', () => {
  it('holds for every lot after every route that moves stock, each kind of movement written', async () => {
    const s = await signedInOwner(t);
    const supplierId = await createSupplier(s.client);
    const ok = (response: { statusCode: number; body: string }, status = 200) => {
      expect(response.statusCode, response.body).toBe(status);
      return response;
    };
    // receive: a new lot, the same expiry again (into that lot), and a second lot of the product.
    const row = productRow(supplierId, { quantity: 3, unitsPerBox: 10 });
    const lotA = await addProduct(s.client, row);
    await addProduct(s.client, { ...row, orderId: 'INV-AGAIN', quantity: 1 });
    const lotB = await addProduct(s.client, { ...row, orderId: 'INV-B', quantity: 1, expiryDate: daysFromToday(200) });
    // sale (online), then a customer return of one of its units.
    const sale = ok(
      await sell(s.client, saleBody([{ inventoryId: lotA.inventoryId, quantity: 7, unitType: 'unit' }])),
      201,
    ).json();
    ok(
      await s.client.post('/api/returns', {
        saleId: sale.id,
        items: [{ saleItemId: sale.items[0].id, quantity: 1, reason: 'Damaged box' }],
      }),
      201,
    );
    // offline sales through the queue's sync: one from other lots of the product, one beyond all stock.
    const offline = (n: number, quantity: number) =>
      saleBody([{ inventoryId: lotB.inventoryId, quantity, unitType: 'unit' }], {
        offline: true,
        saleId: `OFFLINE-${1_700_000_200_000 + n}`,
        soldAt: new Date(Date.now() - 60_000 + n).toISOString(),
      });
    const slots = ok(await s.client.post('/api/sales/batch', { sales: [offline(1, 15), offline(2, 100)] })).json();
    expect(slots.map((slot: { ok: boolean }) => slot.ok)).toEqual([true, true]);
    // adjustments: an edit of the quantity, a till's batch update, a deleted lot that was sold (archived).
    const lotC = await addProduct(s.client, productRow(supplierId, { quantity: 2, unitsPerBox: 5 }));
    ok(await sell(s.client, saleBody([{ inventoryId: lotC.inventoryId, quantity: 1, unitType: 'unit' }])), 201);
    ok(await s.client.put(`/api/inventory/${lotC.inventoryId}`, { quantity: 4 }));
    const batch = ok(
      await s.client.post('/api/inventory/batch-update', {
        updates: [{ id: lotC.inventoryId, quantityChange: -3, reason: 'breakage' }],
      }),
    ).json();
    expect(batch[0]).toMatchObject({ ok: true });
    ok(await s.client.delete(`/api/inventory/${lotC.inventoryId}`), 204);
    // supplier return: a return of the Returns page, approved.
    const supplier = await supplierWithOrders(s.client, [{ ref: 'P-1', quantity: 3, costPrice: '4.00' }], {
      name: 'Baghdad Pharma',
    });
    const created = ok(await s.client.post('/api/supplier-returns', pageReturn(supplier.lots[0]!)), 201).json();
    ok(await s.client.post(`/api/supplier-returns/${created.id}/decision`, { decision: 'approve' }));
    // transfers: one accepted (out of lot T, into a new lot of the recipient), one declined (back into lot T).
    const recipient = await signedInOwner(t);
    const send = async (inventoryId: number, quantity: number) =>
      ok(
        await s.client.post('/api/transfers', {
          toUserEmail: recipient.user.email,
          items: [{ inventoryId, quantity }],
        }),
        201,
      ).json().id as number;
    const lotT = await addProduct(s.client, productRow(supplierId, { quantity: 1, unitsPerBox: 10 }));
    const accepted = await send(lotT.inventoryId, 2);
    ok(await recipient.client.post(`/api/transfers/${accepted}/review`, { status: 'accepted' }));
    const declined = await send(lotT.inventoryId, 1);
    ok(await recipient.client.post(`/api/transfers/${declined}/review`, { status: 'declined' }));
    // marketplace: a purchase request approved in part (a transfer_out across two lots), accepted.
    const seller = await marketSupplier(t);
    const early = await seller.stock({ quantity: 1, unitsPerBox: 10, expiryDate: daysFromToday(90) });
    await seller.stock({ barcode: early.barcode, quantity: 2, unitsPerBox: 10, expiryDate: daysFromToday(300) });
    await grantAccess(seller, s.client);
    const asked = await askToBuy(s.client, seller.user.id, [{ barcode: early.barcode, requestedQuantity: 20 }]);
    const approval = { items: [{ itemId: asked.items[0]!.id, approvedQuantity: 14 }] };
    const bought = ok(await seller.client.post(`/api/marketplace/purchase-request/${asked.id}/approve`, approval));
    ok(await s.client.post(`/api/transfers/${bought.json().transferId}/review`, { status: 'accepted' }));

    const businesses = [s.user.id, recipient.user.id, seller.user.id];
    expect(await kindsWritten(businesses)).toEqual(
      expect.arrayContaining([
        'adjustment',
        'offline_discrepancy',
        'receive',
        'sale',
        'sale_return',
        'supplier_return',
        'transfer_in',
        'transfer_out',
      ]),
    );
    expect(await lotsOffTheirLedger(businesses)).toEqual([]);
  });

  it('is the only writer: no other server file inserts movements or changes a lot’s units', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    const writes = [
      /insert\(stockMovements\)/,
      /insert\s+into\s+"?stock_movements/i,
      /quantity_?units"?\s*[:=]\s*(sql|l\.|"?quantity)/i,
    ];
    const offenders = files(root)
      .filter((file) => !file.includes(`${path.sep}modules${path.sep}stock${path.sep}`))
      .filter((file) => !file.endsWith('.test.ts') && !file.includes(`${path.sep}test${path.sep}`))
      .filter((file) => writes.some((write) => write.test(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
