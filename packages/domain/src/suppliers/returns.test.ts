import { describe, expect, it } from 'vitest';
import {
  type ReturnDecision,
  type ReturnStatus,
  SupplierReturnRequest,
  decide,
  isReturnableQuantity,
  remainingToReturn,
  returnValue,
} from './returns.js';

describe('returns to a supplier from an order line', () => {
  it.each([
    [5, 0, 5],
    [5, 2, 3],
    [5, 5, 0],
    [5, 7, 0],
  ])('received %i, returned %i -> %i remain', (quantity, returned, remaining) => {
    expect(remainingToReturn(quantity, returned)).toBe(remaining);
  });

  it.each([
    [1, 3, true],
    [3, 3, true],
    [0, 3, false],
    [4, 3, false],
    [1.5, 3, false],
    [-1, 3, false],
    [1, 0, false],
  ])('quantity %s of %i remaining is returnable: %s', (quantity, remaining, ok) => {
    expect(isReturnableQuantity(quantity, remaining)).toBe(ok);
  });

  it.each([
    ['2.35', 3, '7.05'],
    ['0.10', 3, '0.30'],
    ['12500.00', 2, '25000.00'],
    ['0.00', 4, '0.00'],
  ])('%s x %i = %s', (price, quantity, value) => {
    expect(returnValue(price, quantity)).toBe(value);
  });
});

describe('decisions go forward only', () => {
  it.each<[ReturnStatus, ReturnDecision, string]>([
    ['pending', 'approve', 'apply approved'],
    ['pending', 'reject', 'apply rejected'],
    ['pending', 'refunded', 'refused Only an approved return can be marked refunded.'],
    ['approved', 'approve', 'unchanged'],
    ['approved', 'reject', 'refused This return is already approved.'],
    ['approved', 'refunded', 'apply refunded'],
    ['rejected', 'reject', 'unchanged'],
    ['rejected', 'approve', 'refused This return was rejected.'],
    ['rejected', 'refunded', 'refused Only an approved return can be marked refunded.'],
    ['refunded', 'refunded', 'unchanged'],
    ['refunded', 'approve', 'unchanged'],
    ['refunded', 'reject', 'refused This return is already refunded.'],
  ])('%s + %s -> %s', (status, decision, expected) => {
    const result = decide(status, decision);
    const text =
      result.outcome === 'apply'
        ? `apply ${result.next}`
        : result.outcome === 'refused'
          ? `refused ${result.message}`
          : 'unchanged';
    expect(text).toBe(expected);
  });
});

describe('SupplierReturnRequest: the two bodies of POST /api/supplier-returns', () => {
  const fromOrder = {
    orderId: 4,
    itemId: 9,
    productName: 'Amoxicillin',
    barcode: '123',
    quantity: 2,
    costPrice: '5.00',
    reason: 'Damaged',
  };
  const fromPage = {
    type: 'supplier_order',
    inventoryId: 12,
    productId: 3,
    quantity: '4',
    returnReason: 'Expired',
    unitPrice: '1.5',
  };

  it('tells the orders dialog from the Returns page by itemId', () => {
    expect(SupplierReturnRequest.parse(fromOrder)).toMatchObject({
      source: 'order',
      orderId: 4,
      itemId: 9,
      quantity: 2,
    });
    expect(SupplierReturnRequest.parse(fromPage)).toEqual({
      source: 'page',
      type: 'supplier_order',
      orderId: undefined,
      transferId: undefined,
      inventoryId: 12,
      productId: 3,
      supplierId: undefined,
      quantity: 4,
      returnReason: 'Expired',
      returnType: 'defective',
      unitPrice: '1.50',
      notes: null,
    });
    expect(SupplierReturnRequest.parse({ ...fromPage, orderId: '', supplierId: null, notes: ' ' })).toMatchObject({
      orderId: undefined,
      supplierId: undefined,
      notes: null,
    });
  });

  it.each([
    [{ ...fromOrder, quantity: 0 }, 'Invalid Quantity'],
    [{ ...fromOrder, quantity: 1.5 }, 'Invalid Quantity'],
    [{ ...fromOrder, reason: ' ' }, 'Return reason is required'],
    [{ ...fromPage, quantity: 0 }, 'Quantity must be at least 1'],
    [{ ...fromPage, returnReason: '' }, 'Return reason is required'],
    [{ ...fromPage, unitPrice: '' }, 'Unit price is required'],
    [{ ...fromPage, unitPrice: undefined }, 'Unit price is required'],
    [{ ...fromPage, unitPrice: -1 }, 'Unit price cannot be negative'],
    [{ ...fromPage, inventoryId: undefined }, 'Please select an inventory item'],
  ])('%j -> %s', (body, message) => {
    expect(SupplierReturnRequest.safeParse(body).error?.issues[0]?.message).toBe(message);
  });
});
