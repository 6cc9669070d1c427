import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { posProduct } from './test-products';
import {
  catalogCounts,
  isStale,
  readCatalog,
  saveCatalog,
  unsyncedUnitsByLot,
  withUnsyncedSales,
} from './local-catalog';
import { type LocalDb, openLocalDb } from './local-db';
import { recordOfflineSale } from './offline-sale';

let db: LocalDb;
afterEach(() => db?.delete());

const amoxicillin = posProduct({ id: 1, name: 'Amoxicillin 500mg', barcode: '111' }, [
  { date: '2030-01-01', availableUnits: 25, quantity: 2 },
  { date: '2031-01-01', availableUnits: 10, quantity: 1 },
]);
const zinc = posProduct({ id: 2, name: 'Zinc', barcode: '222' }, [{ availableUnits: 4, quantity: 0 }]);

describe('the local catalogue', () => {
  it('keeps the preload with its download time, products by name and every lot counted', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveCatalog(db, [zinc, amoxicillin], 5_000);
    expect(await readCatalog(db)).toEqual({ products: [amoxicillin, zinc], cachedAt: 5_000 });
    expect(await catalogCounts(db)).toEqual({ products: 2, lots: 3 });
    const byBarcode = (await readCatalog(db)).products.filter((product) => product.barcode === '111');
    expect(byBarcode.flatMap((product) => product.expiryDates)).toHaveLength(2);
    // A new download replaces the old copy.
    await saveCatalog(db, [zinc], 6_000);
    expect(await readCatalog(db)).toEqual({ products: [zinc], cachedAt: 6_000 });
    expect(await catalogCounts(db)).toEqual({ products: 1, lots: 1 });
  });

  it('drops an answer asked for before the copy it would replace (a slow download finishing late)', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveCatalog(db, [zinc], 8_000);
    await saveCatalog(db, [zinc, amoxicillin], 7_000);
    expect(await readCatalog(db)).toEqual({ products: [zinc], cachedAt: 8_000 });
  });

  it('leaves the previous copy whole when a write is stopped halfway (a reload, a sign-out)', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveCatalog(db, [zinc, amoxicillin], 5_000);
    const stop = new AbortController();
    stop.abort();
    // Stopped after both stores were cleared inside the transaction: the clears roll back.
    await expect(saveCatalog(db, [zinc], 6_000, stop.signal)).rejects.toThrow();
    expect(await readCatalog(db)).toEqual({ products: [amoxicillin, zinc], cachedAt: 5_000 });
    expect(await catalogCounts(db)).toEqual({ products: 2, lots: 3 });
    // A row the database refuses (no key) fails the whole write the same way.
    const broken = { ...zinc, id: undefined } as unknown as typeof zinc;
    await expect(saveCatalog(db, [amoxicillin, broken], 7_000)).rejects.toThrow();
    expect(await readCatalog(db)).toEqual({ products: [amoxicillin, zinc], cachedAt: 5_000 });
    expect(await catalogCounts(db)).toEqual({ products: 2, lots: 3 });
  });

  it('is fresh for 5 minutes', () => {
    expect(isStale(null, 0)).toBe(true);
    expect(isStale(0, 300_000)).toBe(false);
    expect(isStale(0, 300_001)).toBe(true);
  });

  it('shows stock less what unsynced sales took, boxes and totals worked out again', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    const [first, second] = amoxicillin.expiryDates;
    const line = {
      productId: 1,
      productName: 'Amoxicillin 500mg',
      unitsPerBox: 10,
      retailPrice: '12.50',
      availableUnits: 25,
      expiryDate: '2030-01-01',
    };
    await recordOfflineSale(db, {
      clientSaleId: crypto.randomUUID(),
      lines: [
        {
          ...line,
          inventoryId: first!.inventoryId,
          quantity: 1,
          unitType: 'box',
          unitPrice: '12.50',
          totalPrice: '12.50',
        },
        {
          ...line,
          inventoryId: first!.inventoryId,
          quantity: 3,
          unitType: 'unit',
          unitPrice: '1.25',
          totalPrice: '3.75',
        },
        {
          ...line,
          inventoryId: second!.inventoryId,
          quantity: 10,
          unitType: 'unit',
          unitPrice: '1.25',
          totalPrice: '12.50',
        },
      ],
      paymentMethod: 'cash',
      taxRate: 0,
      source: 'offline-page',
    });
    const taken = await unsyncedUnitsByLot(db);
    expect([...taken]).toEqual([
      [first!.inventoryId, 13],
      [second!.inventoryId, 10],
    ]);
    const [shown, untouched] = withUnsyncedSales([amoxicillin, zinc], taken, '2026-11-21');
    expect(untouched).toBe(zinc);
    expect(shown).toMatchObject({
      availableUnits: 12,
      quantity: 1,
      totalAvailableUnits: 12,
      hasMultipleExpiryDates: false,
      expiryDates: [{ inventoryId: first!.inventoryId, availableUnits: 12, quantity: 1 }],
      sellable: true,
    });

    // Once synced, the server's copy has the sale: nothing is taken off any more.
    await db.sales.toCollection().modify({ status: 'synced' });
    expect((await unsyncedUnitsByLot(db)).size).toBe(0);
  });

  it("recommends the earliest lot not past the business's today, as the server's preload does", () => {
    const twoLots = posProduct({ id: 3, name: 'Paracetamol', barcode: '333' }, [
      { date: '2026-11-21', availableUnits: 5, quantity: 0 },
      { date: '2027-03-01', availableUnits: 9, quantity: 0 },
    ]);
    const [first, later] = twoLots.expiryDates;
    const taken = new Map([[later!.inventoryId, 1]]);
    // Baghdad's 21 November: the lot expiring that day is still sold first.
    expect(withUnsyncedSales([twoLots], taken, '2026-11-21')[0]).toMatchObject({ inventoryId: first!.inventoryId });
    // Its 22 November (while the browser may still say the 21st): past its date, the next lot.
    expect(withUnsyncedSales([twoLots], taken, '2026-11-22')[0]).toMatchObject({
      inventoryId: later!.inventoryId,
      totalAvailableUnits: 8,
    });
  });
});
