import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { movementsOf, saleBody, sell } from '../../test/sales-factories.js';
import { balanceOf, firstLine, lineReturn, supplierWithOrders } from '../../test/supplier-money-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** One order R-1 of 5 boxes x 10 units at 4.00 a box: 20.00 owed, 50 units in the lot. */
async function oneOrder() {
  const owner = await signedInOwner(t);
  const supplier = await supplierWithOrders(owner.client, [{ ref: 'R-1', quantity: 5, costPrice: '4.00' }]);
  const orderId = supplier.orderIds['R-1']!;
  return { ...owner, ...supplier, orderId, lotId: supplier.lots[0]!, line: await firstLine(owner.client, orderId) };
}

const payAll = (s: Awaited<ReturnType<typeof oneOrder>>, amount: string) =>
  s.client.post('/api/supplier-payments', {
    supplierId: s.supplierId,
    orderIds: [s.orderId],
    originalAmount: amount,
    amount,
  });

describe('returning items from an order’s details', () => {
  it('returns 2 of 5 boxes: approved at once, 20 units leave the lot, the balance drops by 8.00', async () => {
    const s = await oneOrder();
    const created = await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 2));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'supplier_order',
      status: 'approved',
      orderId: s.orderId,
      orderRef: 'R-1',
      orderItemId: s.line.id,
      inventoryId: s.lotId,
      productName: s.line.productName,
      supplierId: s.supplierId,
      supplierName: 'MedSupply Co.',
      quantity: 2,
      unitType: 'box',
      units: 20,
      unitPrice: '4.00',
      totalValue: '8.00',
      returnReason: 'Damaged boxes',
      refundable: true,
    });
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 30, movements: 30 });
    expect((await movementsOf(t, s.lotId)).at(-1)).toEqual({
      kind: 'supplier_return',
      units: -20,
      reference: `RET-${created.json().id}`,
    });
    expect(await balanceOf(s.client, s.supplierId)).toBe('12.00');
    const details = (await s.client.get(`/api/orders/${s.orderId}/details`)).json();
    expect(details).toMatchObject({ total: '20.00', amountDue: '12.00', isPaid: false });
    expect(details.items[0]).toMatchObject({ quantity: 5, returnedQuantity: 2 });
  });

  it.each([0, 4, -1, 2.5])(
    'refuses %s boxes when 3 remain with "Invalid Quantity", changing nothing',
    async (quantity) => {
      const s = await oneOrder();
      expect((await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 2))).statusCode).toBe(201);
      const refused = await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, quantity));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Invalid Quantity');
      expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 30, movements: 30 });
      expect(await balanceOf(s.client, s.supplierId)).toBe('12.00');
    },
  );

  it('asks for a reason', async () => {
    const s = await oneOrder();
    const refused = await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 1, ' '));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Return reason is required');
  });

  it('refuses when the lot no longer holds the units (sold meanwhile), and writes nothing', async () => {
    const s = await oneOrder();
    expect(
      (await sell(s.client, saleBody([{ inventoryId: s.lotId, quantity: 35, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    const refused = await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `Only 15 units of ${s.line.productName} are left in this lot`,
      error: 'insufficient_stock',
      availableUnits: 15,
    });
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 15, movements: 15 });
    expect((await s.client.get(`/api/orders/${s.orderId}/details`)).json().items[0].returnedQuantity).toBe(0);
    expect(await balanceOf(s.client, s.supplierId)).toBe('20.00');
  });

  it('a return before payment lowers what the payment settles; it is not a credit to refund', async () => {
    const s = await oneOrder();
    const returned = (await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 1))).json();
    expect(await balanceOf(s.client, s.supplierId)).toBe('16.00');
    const wrong = await payAll(s, '20.00');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().originalAmount).toBe('16.00');
    expect((await payAll(s, '16.00')).statusCode).toBe(201);
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');

    const refund = await s.client.post(`/api/supplier-returns/${returned.id}/decision`, { decision: 'refunded' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe('This return was already deducted from a payment to the supplier.');
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
  });

  it('a return after payment is a credit (balance below 0) until the supplier refunds it', async () => {
    const s = await oneOrder();
    expect((await payAll(s, '20.00')).statusCode).toBe(201);
    const returned = (await s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 2))).json();
    expect(returned).toMatchObject({ status: 'approved', refundable: true });
    expect(await balanceOf(s.client, s.supplierId)).toBe('-8.00');

    const refunded = await s.client.post(`/api/supplier-returns/${returned.id}/decision`, { decision: 'refunded' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundedAt: expect.any(String), refundable: false });
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
    const again = await s.client.post(`/api/supplier-returns/${returned.id}/decision`, { decision: 'refunded' });
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 30, movements: 30 });
  });

  it('answers 404 for another order’s line and for another tenant’s order', async () => {
    const s = await oneOrder();
    const other = await supplierWithOrders(s.client, [{ ref: 'R-2', quantity: 1, costPrice: '1.00' }], {
      name: 'Tigris Pharma',
    });
    const wrongOrder = await s.client.post('/api/supplier-returns', lineReturn(other.orderIds['R-2']!, s.line, 1));
    expect(wrongOrder.statusCode).toBe(404);
    expect(wrongOrder.json().message).toBe('Order item not found.');

    const stranger = await signedInOwner(t);
    const foreign = await stranger.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 1));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order details not found');
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 50 });
  });

  it('two returns of the last boxes at once: one succeeds, the other is "Invalid Quantity"', async () => {
    const s = await oneOrder();
    const answers = await Promise.all(
      [1, 2].map(() => s.client.post('/api/supplier-returns', lineReturn(s.orderId, s.line, 5))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await lotLedger(t, s.lotId)).toMatchObject({ units: 0, movements: 0 });
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
  });
});
