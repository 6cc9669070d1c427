import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleItems } from '../../db/schema/index.js';
import { daysFromToday, lotLedger } from '../../test/inventory-factories.js';
import { countRows, movementsOf, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('POST /api/sales', () => {
  it('sells by box and by unit at the lot’s prices, takes the units and keeps the cost of the moment', async () => {
    const s = await shop(t);
    const a = await s.stock({
      productName: 'Amoxicillin 500mg',
      quantity: 5,
      unitsPerBox: 10,
      costPrice: 4,
      retailPrice: 6.5,
    });
    const b = await s.stock({ quantity: 3, unitsPerBox: 3, costPrice: 10, retailPrice: 10 });
    const body = saleBody(
      [
        { inventoryId: a.inventoryId, quantity: 2, unitType: 'box' },
        { inventoryId: a.inventoryId, quantity: 3, unitType: 'unit' },
        { inventoryId: b.inventoryId, quantity: 1, unitType: 'unit' },
      ],
      { paymentMethod: 'card', taxRate: 8, customerName: 'Huda' },
    );
    const response = await sell(s.client, body);
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      saleId: expect.stringMatching(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/),
      clientSaleId: body.clientSaleId,
      paymentMethod: 'card',
      status: 'completed',
      subtotal: '18.28',
      taxRate: '8.00',
      tax: '1.46',
      total: '19.74',
      offline: false,
      customerName: 'Huda',
      itemCount: 3,
      discrepancies: [],
    });
    expect(sale.items).toEqual([
      expect.objectContaining({
        inventoryId: a.inventoryId,
        productName: 'Amoxicillin 500mg',
        quantity: 2,
        unitType: 'box',
        unitPrice: '6.50',
        totalPrice: '13.00',
        returnedQuantity: 0,
      }),
      expect.objectContaining({
        inventoryId: a.inventoryId,
        quantity: 3,
        unitType: 'unit',
        unitPrice: '0.65',
        totalPrice: '1.95',
      }),
      expect.objectContaining({
        inventoryId: b.inventoryId,
        quantity: 1,
        unitType: 'unit',
        unitPrice: '3.33',
        totalPrice: '3.33',
      }),
    ]);
    expect(sale.items[0].inventory.product.name).toBe('Amoxicillin 500mg');

    expect(await lotLedger(t, a.inventoryId)).toMatchObject({ units: 27, movements: 27 });
    expect(await lotLedger(t, b.inventoryId)).toMatchObject({ units: 8, movements: 8 });
    expect((await movementsOf(t, a.inventoryId)).slice(1)).toEqual([
      { kind: 'sale', units: -20, reference: sale.saleId },
      { kind: 'sale', units: -3, reference: sale.saleId },
    ]);
    const costs = await t.database.db
      .select()
      .from(saleItems)
      .where(eq(saleItems.saleId, sale.id))
      .orderBy(saleItems.id);
    expect(costs.map((c) => [c.units, c.unitCost])).toEqual([
      [20, '0.4000'],
      [3, '0.4000'],
      [1, '3.3333'],
    ]);

    // A later change of the lot's cost leaves the sale's cost as it was.
    await s.client.put(`/api/inventory/${a.inventoryId}`, { costPrice: 9 });
    const [first] = await t.database.db
      .select()
      .from(saleItems)
      .where(eq(saleItems.saleId, sale.id))
      .orderBy(saleItems.id);
    expect(first?.unitCost).toBe('0.4000');
  });

  it('ignores prices sent by the client', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 1, retailPrice: 5 });
    const body = { ...saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'box' }]), total: '0.01' };
    const items = [{ ...body.items[0], unitPrice: '0.01', totalPrice: '0.01' }];
    const response = await sell(s.client, { ...body, items } as never);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ total: '5.00', items: [{ unitPrice: '5.00' }] });
  });

  it('answers 409 with the product and the units left, and writes nothing, when a line is short', async () => {
    const s = await shop(t);
    const a = await s.stock({ quantity: 2, unitsPerBox: 10 });
    const b = await s.stock({ productName: 'Vitamin C 1000mg', quantity: 1, unitsPerBox: 4 });
    const response = await sell(
      s.client,
      saleBody([
        { inventoryId: a.inventoryId, quantity: 5, unitType: 'unit' },
        { inventoryId: b.inventoryId, quantity: 3, unitType: 'unit' },
        { inventoryId: b.inventoryId, quantity: 1, unitType: 'box' },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Insufficient stock: only 4 units of Vitamin C 1000mg left',
      code: 'insufficient_stock',
      error: 'insufficient_stock',
      inventoryId: b.inventoryId,
      productName: 'Vitamin C 1000mg',
      availableUnits: 4,
      requestedUnits: 7,
    });
    expect(await lotLedger(t, a.inventoryId)).toMatchObject({ units: 20, movements: 20 });
    expect(await lotLedger(t, b.inventoryId)).toMatchObject({ units: 4, movements: 4 });
    expect(await countRows(t, 'sales', s.user.id)).toBe(0);
    expect(await countRows(t, 'sale_items', s.user.id)).toBe(0);
  });

  it('refuses an expired lot online with a clear message', async () => {
    const s = await shop(t);
    const lot = await s.stock({ productName: 'Cough Syrup', expiryDate: daysFromToday(-1) });
    const response = await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `Cough Syrup expired on ${daysFromToday(-1)} and cannot be sold`,
      error: 'expired',
      inventoryId: lot.inventoryId,
    });
    const today = await s.stock({ expiryDate: daysFromToday(0) });
    const ok = await sell(s.client, saleBody([{ inventoryId: today.inventoryId, quantity: 1, unitType: 'unit' }]));
    expect(ok.statusCode).toBe(201);
  });

  it('answers the spec’s messages to a bad cart', async () => {
    const s = await shop(t);
    const empty = await sell(s.client, saleBody([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Cart is empty. Add items to proceed.');
    const lot = await s.stock();
    const tax = await sell(
      s.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], { taxRate: 120 }),
    );
    expect(tax.json().message).toBe('Tax rate must be between 0 and 100');
    const zero = await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 0, unitType: 'unit' }]));
    expect(zero.json().message).toBe('Quantity must be at least 1');
    const noId = await s.client.post('/api/sales', {
      items: [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }],
    });
    expect(noId.statusCode).toBe(400);
  });

  it('answers 404 for a lot of another tenant and leaves that lot alone', async () => {
    const victim = await shop(t);
    const lot = await victim.stock({ quantity: 1 });
    const thief = await shop(t);
    const response = await sell(
      thief.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Inventory item not found.');
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 10, movements: 10 });
  });
});
