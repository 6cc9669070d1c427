import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { checkoutFailure } from './checkout-failure';

const conflict = (body: object) => new ApiError(409, JSON.stringify(body), body as Record<string, unknown>);

describe('checkout failures', () => {
  it('name the product and the units left when stock is short', () => {
    const body = {
      code: 'insufficient_stock',
      error: 'insufficient_stock',
      message: 'Insufficient stock: only 3 units of Cetirizine left',
      inventoryId: 12,
      productName: 'Cetirizine',
      availableUnits: 3,
      requestedUnits: 5,
    };
    expect(checkoutFailure(conflict(body))).toEqual({
      kind: 'insufficient',
      inventoryId: 12,
      productName: 'Cetirizine',
      availableUnits: 3,
    });
  });

  it('name the product and date of an expired lot', () => {
    const body = {
      code: 'expired',
      error: 'expired',
      message: 'x',
      inventoryId: 4,
      productName: 'Syrup',
      expiryDate: '2025-01-01',
    };
    expect(checkoutFailure(conflict(body))).toEqual({
      kind: 'expired',
      inventoryId: 4,
      productName: 'Syrup',
      expiryDate: '2025-01-01',
    });
  });

  it('tell a lost answer from other failures', () => {
    expect(checkoutFailure(new NetworkError(new TypeError('fetch failed')))).toEqual({ kind: 'network' });
    expect(checkoutFailure(new ApiError(500, 'boom', {}))).toEqual({ kind: 'other' });
    expect(checkoutFailure(conflict({ error: 'other' }))).toEqual({ kind: 'other' });
  });
});
