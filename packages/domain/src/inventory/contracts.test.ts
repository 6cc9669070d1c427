import { describe, expect, it } from 'vitest';
import { AddProductRequest, InventoryListQuery, ReceiveStockRequest, UpdateInventoryItemRequest } from './contracts.js';

const valid = {
  productName: 'Paracetamol 500mg',
  barcode: '6221234567890',
  category: 'medicines',
  supplierId: 3,
  orderId: 'INV-100',
  quantity: 2,
  unitsPerBox: 10,
  costPrice: 1.5,
  retailPrice: '2.75',
  expiryDate: '2026-05-01',
};

/** The first message of a failed parse. */
function firstMessage(input: unknown): string | undefined {
  const result = AddProductRequest.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('AddProductRequest', () => {
  it('normalises a valid row: category alias, prices as 2-decimal strings', () => {
    const parsed = AddProductRequest.parse(valid);
    expect(parsed).toMatchObject({
      productName: 'Paracetamol 500mg',
      category: 'medications',
      costPrice: '1.50',
      retailPrice: '2.75',
      orderId: 'INV-100',
      expiryDate: '2026-05-01',
    });
    expect(parsed.updateProductName).toBeUndefined();
  });

  it.each([
    [{ productName: '  ' }, 'Product name is required'],
    [{ productName: undefined }, 'Product name is required'],
    [{ barcode: '' }, 'Barcode is required'],
    [{ supplierId: undefined }, 'Supplier is required'],
    [{ supplierId: '' }, 'Supplier is required'],
    [{ supplierId: 0 }, 'Supplier is required'],
    [{ orderId: ' ' }, 'Order ID is required'],
    [{ orderId: undefined }, 'Order ID is required'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: -4 }, 'Quantity must be at least 1'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ unitsPerBox: 0 }, 'Units per box must be at least 1'],
    [{ costPrice: -0.01 }, 'Cost price cannot be negative'],
    [{ retailPrice: '-1' }, 'Retail price cannot be negative'],
    [{ retailPrice: 'abc' }, 'Price must be a number'],
    [{ expiryDate: '' }, 'Expiry date is required'],
    [{ expiryDate: undefined }, 'Expiry date is required'],
    [{ expiryDate: '2026-02-30' }, 'Expiry date must be a valid date (YYYY-MM-DD)'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('takes numbers from form strings, an order number and a timestamp date', () => {
    const parsed = AddProductRequest.parse({
      ...valid,
      quantity: '3',
      unitsPerBox: '12',
      orderId: 4521,
      expiryDate: '2026-05-01T00:00:00.000Z',
      category: undefined,
      updateProductName: false,
    });
    expect(parsed).toMatchObject({
      quantity: 3,
      unitsPerBox: 12,
      orderId: '4521',
      expiryDate: '2026-05-01',
      category: 'none',
      updateProductName: false,
    });
  });
});

describe('ReceiveStockRequest', () => {
  it('needs a product', () => {
    const { productName: _n, barcode: _b, category: _c, ...rest } = valid;
    expect(ReceiveStockRequest.safeParse(rest).error?.issues[0]?.message).toBe('Product is required');
    expect(ReceiveStockRequest.parse({ ...rest, productId: 7 }).productId).toBe(7);
  });
});

describe('UpdateInventoryItemRequest', () => {
  it('keeps the receipt bounds and lets fields be left out', () => {
    expect(UpdateInventoryItemRequest.parse({})).toEqual({});
    expect(UpdateInventoryItemRequest.safeParse({ quantity: 0 }).error?.issues[0]?.message).toBe(
      'Quantity must be at least 1',
    );
    expect(UpdateInventoryItemRequest.safeParse({ costPrice: -1 }).error?.issues[0]?.message).toBe(
      'Cost price cannot be negative',
    );
    expect(UpdateInventoryItemRequest.parse({ retailPrice: '4' })).toEqual({ retailPrice: '4.00' });
  });
});

describe('InventoryListQuery', () => {
  it('defaults to page 1 of 50 by name and bounds the page size', () => {
    expect(InventoryListQuery.parse({})).toEqual({ sortBy: 'name', page: 1, pageSize: 50 });
    expect(InventoryListQuery.parse({ page: '3', pageSize: '200', sortBy: 'expiry' })).toMatchObject({
      page: 3,
      pageSize: 200,
    });
    expect(InventoryListQuery.safeParse({ pageSize: 201 }).success).toBe(false);
    expect(InventoryListQuery.safeParse({ page: 0 }).success).toBe(false);
    expect(InventoryListQuery.safeParse({ sortBy: 'price' }).success).toBe(false);
  });
});
