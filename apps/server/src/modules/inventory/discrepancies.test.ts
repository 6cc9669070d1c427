import { describe, expect, it } from 'vitest';
import { signedInTeamMember } from '../../test/factories.js';
import { daysFromToday, uniqueBarcode } from '../../test/inventory-factories.js';
import { movementsOf, saleBody, sell, shop } from '../../test/sales-factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const url = '/api/inventory/discrepancies';

const offline = (soldAt: string, stamp: number) => ({ offline: true, saleId: `OFFLINE-${stamp}`, soldAt });

describe('GET /api/inventory/discrepancies', () => {
  it('lists the units synced offline sales sold beyond the stock, the latest synced first', async () => {
    const s = await shop(t);
    expect((await s.client.get(url)).json()).toEqual({ items: [], total: 0 });

    const barcode = uniqueBarcode();
    const lot = await s.stock({
      productName: 'Ibuprofen 400mg',
      barcode,
      quantity: 1,
      unitsPerBox: 10,
      expiryDate: daysFromToday(200),
    });
    const other = await s.stock({
      productName: 'Cetirizine 10mg',
      quantity: 1,
      unitsPerBox: 5,
      expiryDate: daysFromToday(90),
    });
    const earlier = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const later = new Date(Date.now() - 3_600_000).toISOString();

    // An online sale and an offline one that the stock covered: no discrepancy.
    expect(
      (await sell(s.client, saleBody([{ inventoryId: other.inventoryId, quantity: 1, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    const covered = saleBody([{ inventoryId: lot.inventoryId, quantity: 4, unitType: 'unit' }], offline(earlier, 1));
    expect((await sell(s.client, covered)).statusCode).toBe(201);
    expect((await s.client.get(url)).json()).toEqual({ items: [], total: 0 });

    // 6 units left; an offline sale of 1 box (10) sold 4 that were not there, then one of 5 + 3.
    const first = saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'box' }], offline(earlier, 2));
    const firstSale = (await sell(s.client, first)).json();
    const second = saleBody(
      [
        { inventoryId: other.inventoryId, quantity: 1, unitType: 'box' },
        { inventoryId: lot.inventoryId, quantity: 3, unitType: 'unit' },
      ],
      offline(later, 3),
    );
    const secondSale = (await sell(s.client, second)).json();

    const response = await s.client.get(url);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(3);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        productId: lot.productId,
        productName: 'Ibuprofen 400mg',
        barcode,
        inventoryId: lot.inventoryId,
        expiryDate: daysFromToday(200),
        unitsShort: 3,
        saleId: secondSale.id,
        saleRef: 'OFFLINE-3',
        soldAt: later,
        syncedAt: expect.any(String),
        reason: 'short',
        units: 3,
      },
      expect.objectContaining({ productName: 'Cetirizine 10mg', unitsShort: 1, saleRef: 'OFFLINE-3', soldAt: later }),
      expect.objectContaining({ inventoryId: lot.inventoryId, unitsShort: 4, saleId: firstSale.id, soldAt: earlier }),
    ]);
    expect(Date.parse(items[0].syncedAt)).toBeGreaterThanOrEqual(Date.parse(items[2].syncedAt));
    // Each line is the ledger's offline_discrepancy movement on the lot the till sold from.
    const ledger = (await movementsOf(t, lot.inventoryId)).filter((m) => m.kind === 'offline_discrepancy');
    expect(ledger).toEqual([
      { kind: 'offline_discrepancy', units: 4, reference: 'OFFLINE-2' },
      { kind: 'offline_discrepancy', units: 3, reference: 'OFFLINE-3' },
    ]);
  });

  it('shows a tenant only its own discrepancies', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 2 });
    const body = saleBody(
      [{ inventoryId: lot.inventoryId, quantity: 5, unitType: 'unit' }],
      offline(new Date().toISOString(), 4),
    );
    expect((await sell(s.client, body)).statusCode).toBe(201);
    expect((await s.client.get(url)).json().total).toBe(1);

    const stranger = await shop(t);
    expect((await stranger.client.get(url)).json()).toEqual({ items: [], total: 0 });
    // Nor may it reach the other tenant's lot through the inventory routes.
    expect((await stranger.client.get(`/api/inventory/${lot.inventoryId}/expiry-history`)).statusCode).toBe(404);
  });

  it('is for people with the inventory area: 401 signed out, 403 to a cashier, 200 to an inventory member', async () => {
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 1 });
    await sell(
      s.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 2, unitType: 'unit' }], offline(new Date().toISOString(), 5)),
    );
    const cashier = await signedInTeamMember(t, s.user.id, ['pos']);
    expect((await cashier.client.get(url)).statusCode).toBe(403);
    const keeper = await signedInTeamMember(t, s.user.id, ['inventory']);
    const answer = await keeper.client.get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 1, items: [{ inventoryId: lot.inventoryId, unitsShort: 1 }] });
  });
});
