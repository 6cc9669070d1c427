import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleItems } from '../../db/schema/index.js';
import { daysFromToday, lotLedger, uniqueBarcode } from '../../test/inventory-factories.js';
import { movementsOf, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const offline = (soldAt: string, now = Date.now()) => ({ offline: true, saleId: `OFFLINE-${now}`, soldAt });

describe('offline sales synced to POST /api/sales', () => {
  it('are never refused for stock: the rest comes from other lots, what none holds is a discrepancy', async () => {
    const s = await shop(t);
    const barcode = uniqueBarcode();
    const same = { productName: 'Ibuprofen 400mg', barcode, unitsPerBox: 10 };
    const asked = await s.stock({ ...same, quantity: 1, expiryDate: daysFromToday(200), costPrice: 2 });
    const later = await s.stock({ ...same, quantity: 1, expiryDate: daysFromToday(400), costPrice: 4 });
    const sooner = await s.stock({ ...same, quantity: 1, expiryDate: daysFromToday(100), costPrice: 3 });
    const soldAt = new Date(Date.now() - 3_600_000).toISOString();
    const body = saleBody([{ inventoryId: asked.inventoryId, quantity: 4, unitType: 'box' }], offline(soldAt));

    const response = await sell(s.client, body);
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      saleId: body.saleId,
      offline: true,
      soldAt,
      status: 'completed',
      subtotal: '10.00',
      items: [{ inventoryId: asked.inventoryId, quantity: 4, unitType: 'box', totalPrice: '10.00' }],
      discrepancies: [
        { inventoryId: asked.inventoryId, productId: asked.productId, productName: 'Ibuprofen 400mg', units: 10 },
      ],
    });
    for (const lot of [asked, later, sooner]) {
      expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 0, movements: 0 });
    }
    expect(await movementsOf(t, asked.inventoryId)).toEqual([
      { kind: 'receive', units: 10, reference: expect.any(String) },
      { kind: 'sale', units: -20, reference: body.saleId },
      { kind: 'offline_discrepancy', units: 10, reference: body.saleId },
    ]);
    expect((await movementsOf(t, sooner.inventoryId)).at(-1)).toMatchObject({ kind: 'sale', units: -10 });
    // Cost: 10 units at 0.20, 10 at 0.30 (sooner), 10 at 0.40 (later), 10 short at the asked lot's 0.20.
    const [line] = await t.database.db.select().from(saleItems).where(eq(saleItems.saleId, sale.id));
    expect(line).toMatchObject({ units: 40, unitCost: '0.2750', shortfallUnits: 10 });

    const again = await sell(s.client, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sale);
  });

  it('sell expired stock too (the sale already happened) and keep their own sale reference', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 5, expiryDate: daysFromToday(-10) });
    const soldAt = new Date().toISOString();
    const body = saleBody([{ inventoryId: lot.inventoryId, quantity: 2, unitType: 'unit' }], offline(soldAt, 1234));
    const response = await sell(s.client, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ saleId: 'OFFLINE-1234', discrepancies: [] });
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 3, movements: 3 });

    // Another till's sale made in the same millisecond keeps both, under distinct references.
    const twin = saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], offline(soldAt, 1234));
    const second = await sell(s.client, twin);
    expect(second.statusCode).toBe(201);
    expect(second.json().saleId).toBe('OFFLINE-1234-2');
  });

  it('are all stored when more tills than the suffixes used one reference: none fails the batch', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const soldAt = new Date().toISOString();
    const already = saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], offline(soldAt, 777));
    expect((await sell(s.client, already)).statusCode).toBe(201);
    // Seven more sales under the same reference in one batch: five forms of it exist (-2 ... -5).
    const batch = Array.from({ length: 7 }, () =>
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], offline(soldAt, 777)),
    );
    const answer = await s.client.post('/api/sales/batch', { sales: batch });
    expect(answer.statusCode, answer.body).toBe(200);
    const slots = answer.json() as { ok: boolean; created: boolean; sale: { saleId: string } }[];
    expect(slots.map((slot) => [slot.ok, slot.created])).toEqual(batch.map(() => [true, true]));
    const references = [already, ...batch].map((_, n) => (n === 0 ? 'OFFLINE-777' : slots[n - 1]!.sale.saleId));
    expect(new Set(references).size).toBe(8);
    expect(references.slice(0, 5)).toEqual([
      'OFFLINE-777',
      'OFFLINE-777-2',
      'OFFLINE-777-3',
      'OFFLINE-777-4',
      'OFFLINE-777-5',
    ]);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 12 });
  });

  it('keep when they happened, but never a moment in the future', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const response = await sell(
      s.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], offline(future)),
    );
    expect(Date.parse(response.json().soldAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answer 404 for a lot that is not the tenant’s', async () => {
    const victim = await shop(t);
    const lot = await victim.stock();
    const s = await shop(t);
    const body = saleBody(
      [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }],
      offline(new Date().toISOString()),
    );
    expect((await sell(s.client, body)).statusCode).toBe(404);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 20, movements: 20 });
  });
});
