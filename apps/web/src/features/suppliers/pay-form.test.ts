import type { Order } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { payFigures, payRequest, unpaidOrders } from './pay-form';

const order = (id: number, amountDue: string, isPaid = false): Order => ({
  id,
  orderId: `INV-${id}`,
  supplierId: 1,
  supplierName: 'MedSupply Co.',
  total: amountDue,
  amountDue,
  isPaid,
  createdAt: '2026-11-20T10:00:00.000Z',
  description: null,
});

describe('Pay Outstanding figures', () => {
  it.each([
    [['37.05', '69.93'], '10', { originalAmount: '106.98', discountAmount: '10.70', amount: '96.28' }],
    [['37.05', '69.93'], '', { originalAmount: '106.98', discountAmount: '0.00', amount: '106.98' }],
    [['69.93'], '12.5', { originalAmount: '69.93', discountAmount: '8.74', amount: '61.19' }],
    [['20.00'], '100', { originalAmount: '20.00', discountAmount: '20.00', amount: '0.00' }],
    [['20.00'], '10.05', { originalAmount: '20.00', discountAmount: '0.00', amount: '20.00' }],
    [[], '10', { originalAmount: '0.00', discountAmount: '0.00', amount: '0.00' }],
  ])('%j at "%s"%% -> %j', (dues, discount, figures) => {
    expect(
      payFigures(
        dues.map((due, i) => order(i + 1, due)),
        discount,
      ),
    ).toEqual(figures);
  });

  it('offers unpaid orders oldest first', () => {
    expect(unpaidOrders([order(3, '1.00'), order(2, '1.00', true), order(1, '1.00')]).map((o) => o.id)).toEqual([1, 3]);
  });

  it.each([
    [[], '10', 'Please select at least one order'],
    [[order(1, '5.00')], '101', 'Discount must be between 0 and 100'],
    [[order(1, '5.00')], '-1', 'Discount must be between 0 and 100'],
    [[order(1, '5.00')], 'abc', 'Discount must be between 0 and 100'],
    [[order(1, '5.00')], '2.25', 'Discount goes in steps of 0.1'],
  ])('refuses %j at "%s" with "%s"', (selected, discount, message) => {
    expect(payRequest(1, selected, discount)).toEqual({ ok: false, message });
  });

  it('builds the request the server checks', () => {
    expect(payRequest(7, [order(1, '37.05'), order(2, '69.93')], '10')).toEqual({
      ok: true,
      body: {
        supplierId: 7,
        orderIds: [1, 2],
        discountPercentage: 10,
        originalAmount: '106.98',
        discountAmount: '10.70',
        amount: '96.28',
      },
    });
  });
});
