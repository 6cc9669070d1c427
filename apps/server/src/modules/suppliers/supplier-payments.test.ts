import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierPayments } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import { createSupplier } from '../../test/inventory-factories.js';
import { balanceOf, supplierWithOrders } from '../../test/supplier-money-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Orders A-1 (3 x 12.35 = 37.05) and A-2 (7 x 9.99 = 69.93): 106.98 owed. */
async function twoOrders() {
  const owner = await signedInOwner(t);
  const supplier = await supplierWithOrders(owner.client, [
    { ref: 'A-1', quantity: 3, costPrice: '12.35' },
    { ref: 'A-2', quantity: 7, costPrice: '9.99' },
  ]);
  return { ...owner, ...supplier };
}

const paymentsOf = (supplierId: number) =>
  t.database.db.select().from(supplierPayments).where(eq(supplierPayments.supplierId, supplierId));

describe('Pay Outstanding', () => {
  it('pays two orders with a 10% discount: 106.98 - 10.70 = 96.28, orders paid, balance 0', async () => {
    const s = await twoOrders();
    expect(await balanceOf(s.client, s.supplierId)).toBe('106.98');
    const paid = await s.client.post('/api/supplier-payments', {
      supplierId: s.supplierId,
      orderIds: [s.orderIds['A-1'], s.orderIds['A-2']],
      originalAmount: '106.98',
      discountPercentage: 10,
      discountAmount: '10.70',
      amount: '96.28',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      supplierId: s.supplierId,
      originalAmount: '106.98',
      discountPercentage: '10',
      discountAmount: '10.70',
      amount: '96.28',
    });
    expect(paid.json().orders.map((o: { orderId: string; amountDue: string }) => [o.orderId, o.amountDue])).toEqual([
      ['A-1', '37.05'],
      ['A-2', '69.93'],
    ]);
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
    const orders = (await s.client.get(`/api/orders/supplier/${s.supplierId}`)).json();
    expect(orders.map((o: { isPaid: boolean; amountDue: string }) => [o.isPaid, o.amountDue])).toEqual([
      [true, '0.00'],
      [true, '0.00'],
    ]);
    // The discount is kept as the decision says: the dashboard's discount profit on the payment day.
    const [row] = await paymentsOf(s.supplierId);
    expect(row).toMatchObject({ discountAmount: '10.70', originalAmount: '106.98', amount: '96.28' });
    const history = (await s.client.get(`/api/suppliers/${s.supplierId}/payments`)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: paid.json().id, amount: '96.28', discountAmount: '10.70' });
  });

  it('pays one order without discount; the other stays owed; history newest first', async () => {
    const s = await twoOrders();
    const first = await s.client.post('/api/supplier-payments', {
      supplierId: s.supplierId,
      orderIds: [s.orderIds['A-1']],
      originalAmount: 37.05,
      amount: 37.05,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ discountPercentage: '0', discountAmount: '0.00', amount: '37.05' });
    expect(await balanceOf(s.client, s.supplierId)).toBe('69.93');
    const second = await s.client.post('/api/supplier-payments', {
      supplierId: s.supplierId,
      orderIds: [s.orderIds['A-2']],
      originalAmount: '69.93',
      discountPercentage: 12.5,
      discountAmount: '8.74', // 8.74125
      amount: '61.19',
    });
    expect(second.statusCode).toBe(201);
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
    const history = (await s.client.get(`/api/suppliers/${s.supplierId}/payments`)).json();
    expect(history.map((p: { id: number }) => p.id)).toEqual([second.json().id, first.json().id]);
  });

  it('refuses figures that do not match the orders, says the true ones, and changes nothing', async () => {
    const s = await twoOrders();
    const body = {
      supplierId: s.supplierId,
      orderIds: [s.orderIds['A-1'], s.orderIds['A-2']],
      originalAmount: '106.98',
      discountPercentage: 10,
      discountAmount: '10.69',
      amount: '96.29',
    };
    const refused = await s.client.post('/api/supplier-payments', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'The amounts do not match the selected orders. Please review and try again.',
      code: 'amounts_mismatch',
      error: 'amounts_mismatch',
      originalAmount: '106.98',
      discountAmount: '10.70',
      amount: '96.28',
    });
    const lower = await s.client.post('/api/supplier-payments', {
      ...body,
      originalAmount: '100.00',
      amount: '90.00',
      discountAmount: '10.00',
    });
    expect(lower.statusCode).toBe(409);
    expect(await balanceOf(s.client, s.supplierId)).toBe('106.98');
    expect(await paymentsOf(s.supplierId)).toEqual([]);
    const orders = (await s.client.get(`/api/orders/supplier/${s.supplierId}`)).json();
    expect(orders.every((o: { isPaid: boolean }) => !o.isPaid)).toBe(true);
  });

  it.each([
    [{ orderIds: [] }, 'Please select at least one order'],
    [{ discountPercentage: 100.5 }, 'Discount must be between 0 and 100'],
    [{ discountPercentage: -1 }, 'Discount must be between 0 and 100'],
    [{ discountPercentage: 10.05 }, 'Discount goes in steps of 0.1'],
  ])('refuses %j with "%s"', async (change, message) => {
    const s = await twoOrders();
    const response = await s.client.post('/api/supplier-payments', {
      supplierId: s.supplierId,
      orderIds: [s.orderIds['A-1']],
      originalAmount: '37.05',
      amount: '37.05',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an order already paid, another supplier’s order and another tenant’s order or supplier', async () => {
    const s = await twoOrders();
    const pay = (supplierId: number, orderIds: number[], amount: string) =>
      s.client.post('/api/supplier-payments', { supplierId, orderIds, originalAmount: amount, amount });
    expect((await pay(s.supplierId, [s.orderIds['A-1']!], '37.05')).statusCode).toBe(201);
    const again = await pay(s.supplierId, [s.orderIds['A-1']!, s.orderIds['A-2']!], '106.98');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This order is already paid', orderId: s.orderIds['A-1'] });

    const other = await supplierWithOrders(s.client, [{ ref: 'B-1', quantity: 1, costPrice: '5.00' }], {
      name: 'Pharma Gulf',
    });
    const crossed = await pay(s.supplierId, [s.orderIds['A-2']!, other.orderIds['B-1']!], '74.93');
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('This order belongs to another supplier');

    const stranger = await signedInOwner(t);
    const theirs = await supplierWithOrders(stranger.client, [{ ref: 'C-1', quantity: 1, costPrice: '5.00' }]);
    const foreignOrder = await pay(s.supplierId, [theirs.orderIds['C-1']!], '5.00');
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json().message).toBe('Order details not found');
    expect((await pay(theirs.supplierId, [theirs.orderIds['C-1']!], '5.00')).statusCode).toBe(404);
    expect((await s.client.get(`/api/suppliers/${theirs.supplierId}/payments`)).statusCode).toBe(404);
    expect(await balanceOf(stranger.client, theirs.supplierId)).toBe('5.00');
    expect(await balanceOf(s.client, s.supplierId)).toBe('69.93');
  });

  it('two payments of the same orders at once: one is stored, the other finds them paid', async () => {
    const s = await twoOrders();
    const body = {
      supplierId: s.supplierId,
      orderIds: [s.orderIds['A-1'], s.orderIds['A-2']],
      originalAmount: '106.98',
      amount: '106.98',
    };
    const answers = await Promise.all([1, 2, 3].map(() => s.client.post('/api/supplier-payments', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await paymentsOf(s.supplierId)).toHaveLength(1);
    expect(await balanceOf(s.client, s.supplierId)).toBe('0.00');
  });

  it('a supplier with no orders owes nothing and has no payments', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    expect(await balanceOf(client, supplierId)).toBe('0.00');
    expect((await client.get(`/api/suppliers/${supplierId}/payments`)).json()).toEqual([]);
  });
});
