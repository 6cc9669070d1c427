import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inventoryLots } from '../../db/schema/index.js';
import { daysFromToday } from '../../test/inventory-factories.js';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** A GTIN-13 with its check digit, unique to the test; its GTIN-14 is 0 + it. */
function uniqueGtin13(): string {
  const body = `62${String(Date.now() % 1e10).padStart(10, '0')}`;
  const total = body.split('').reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (total % 10)) % 10}`;
}
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');
const GS = '%1D';

describe('GET /api/pos/lookup with a GS1 code', () => {
  it('answers the scanned live lot (not FEFO), finds a product stored under its EAN-13, and the till sells that lot', async () => {
    const s = await shop(t);
    const ean = uniqueGtin13();
    const soon = daysFromToday(60);
    const later = daysFromToday(500);
    const early = await s.stock({ barcode: ean, expiryDate: soon, batchNumber: 'A1', quantity: 1, unitsPerBox: 10 });
    const scanned = await s.stock({ barcode: ean, expiryDate: later, batchNumber: 'B7', quantity: 1, unitsPerBox: 10 });

    const code = `]d201${`0${ean}`}17${yymmdd(later)}${GS}10B7${GS}21SER1`;
    const found = await s.client.get(`/api/pos/lookup?code=${code}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: scanned.productId,
      inventoryId: scanned.inventoryId,
      scannedInventoryId: scanned.inventoryId,
      expiryDate: later,
      batchNumber: 'B7',
    });
    expect(found.json().expiryDates.map((l: { batchNumber: string }) => l.batchNumber)).toEqual(['A1', 'B7']);

    // A Digital Link, and a plain EAN: the plain scan stays earliest expiry first.
    const link = encodeURIComponent(`https://id.gs1.org/01/0${ean}/10/A1?17=${yymmdd(soon)}`);
    expect((await s.client.get(`/api/pos/lookup?code=${link}`)).json()).toMatchObject({
      scannedInventoryId: early.inventoryId,
    });
    const plain = (await s.client.get(`/api/pos/lookup?barcode=${ean}`)).json();
    expect(plain).toMatchObject({ inventoryId: early.inventoryId, batchNumber: 'A1' });
    expect(plain.scannedInventoryId).toBeUndefined();

    const sale = await sell(
      s.client,
      saleBody([{ inventoryId: found.json().scannedInventoryId, quantity: 3, unitType: 'unit' }]),
    );
    expect(sale.statusCode).toBe(201);
    // The receipt names the batch sold, at checkout and in the sales history.
    expect(sale.json().items[0]).toMatchObject({ inventoryId: scanned.inventoryId, batchNumber: 'B7' });
    const history = (await s.client.get('/api/sales')).json();
    expect(JSON.stringify(history)).toContain('"batchNumber":"B7"');
    const units = async (id: number) =>
      (await t.database.db.select().from(inventoryLots).where(eq(inventoryLots.id, id)))[0]!.quantityUnits;
    expect([await units(early.inventoryId), await units(scanned.inventoryId)]).toEqual([10, 7]);
  });

  it('a batch we do not hold falls back to FEFO; an expired pack is refused with its date', async () => {
    const s = await shop(t);
    const ean = uniqueGtin13();
    const lot = await s.stock({ barcode: ean, expiryDate: daysFromToday(200), batchNumber: 'C3' });
    const other = await s.client.get(`/api/pos/lookup?code=(01)0${ean}(17)${yymmdd(daysFromToday(300))}(10)ZZ9`);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ inventoryId: lot.inventoryId });
    expect(other.json().scannedInventoryId).toBeUndefined();

    const past = daysFromToday(-3);
    const expired = await s.client.get(`/api/pos/lookup?code=]d201${`0${ean}`}17${yymmdd(past)}10C3`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'pack_expired',
      message: `This pack expired on ${past}. Do not sell it.`,
    });
  });

  it("an unreadable GS1 code answers 400 with the reason; another tenant's product 404", async () => {
    const s = await shop(t);
    const other = await shop(t);
    const ean = uniqueGtin13();
    await other.stock({ barcode: ean });
    const cases: [string, string][] = [
      [`]d201${`0${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`}17261231`, 'gs1_check_digit'],
      [`]d201${`0${ean}`}17261341`, 'gs1_bad_date'],
      [`]d201${`0${ean}`}2399`, 'gs1_unknown_ai'],
      [`]d210ABC`, 'gs1_no_gtin'],
    ];
    for (const [code, error] of cases) {
      const response = await s.client.get(`/api/pos/lookup?code=${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(error);
    }
    expect((await s.client.get(`/api/pos/lookup?code=]d201${`0${ean}`}17301231`)).statusCode).toBe(404);
    expect((await s.client.get('/api/pos/lookup?code=%07')).statusCode).toBe(400);
  });

  it('a pack of a recalled batch answers 409 lot_recalled with its product and batch; another batch still sells', async () => {
    const s = await shop(t);
    const ean = uniqueGtin13();
    const expiry = daysFromToday(400);
    await s.stock({ barcode: ean, productName: 'Panadol', expiryDate: expiry, batchNumber: 'R9', unitsPerBox: 10 });
    const other = await s.stock({ barcode: ean, productName: 'Panadol', expiryDate: expiry, batchNumber: 'K2' });
    const made = await s.client.post('/api/recalls', {
      barcode: ean,
      batchNumber: 'R9',
      reason: 'Notice',
      action: 'return',
    });
    expect(made.statusCode, made.body).toBe(201);

    const refused = await s.client.get(`/api/pos/lookup?code=01${`0${ean}`}17${yymmdd(expiry)}10R9`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lot_recalled', productName: 'Panadol', batchNumber: 'R9' });
    const found = await s.client.get(`/api/pos/lookup?code=01${`0${ean}`}17${yymmdd(expiry)}10K2`);
    expect(found.json()).toMatchObject({ scannedInventoryId: other.inventoryId, batchNumber: 'K2' });
  });

  it('an offline sale of the scanned lot syncs from that lot, not the earliest expiry', async () => {
    const s = await shop(t);
    const ean = uniqueGtin13();
    const soon = await s.stock({ barcode: ean, expiryDate: daysFromToday(60), batchNumber: 'E1', unitsPerBox: 10 });
    const later = await s.stock({ barcode: ean, expiryDate: daysFromToday(500), batchNumber: 'L2', unitsPerBox: 10 });
    const before = (await s.client.get(`/api/inventory?search=${ean}`)).json().items;
    const units = (items: { id: number; availableUnits: number }[], id: number) =>
      items.find((item) => item.id === id)?.availableUnits;
    const offline = { offline: true, saleId: `OFFLINE-${Date.now()}`, soldAt: new Date().toISOString() };
    const synced = await sell(
      s.client,
      saleBody([{ inventoryId: later.inventoryId, quantity: 3, unitType: 'unit' }], offline),
    );
    expect(synced.statusCode, synced.body).toBe(201);
    const after = (await s.client.get(`/api/inventory?search=${ean}`)).json().items;
    expect(units(after, later.inventoryId)).toBe(units(before, later.inventoryId)! - 3);
    expect(units(after, soon.inventoryId)).toBe(units(before, soon.inventoryId));
  });
});
