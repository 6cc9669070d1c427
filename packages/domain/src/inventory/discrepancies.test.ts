import { describe, expect, it } from 'vitest';
import { StockDiscrepancyList } from './discrepancies.js';

describe('stock discrepancy list contract', () => {
  it('reads a line short of units and the sale it came from', () => {
    const line = {
      id: 7,
      productId: 3,
      productName: 'Ibuprofen 400mg',
      barcode: '6291041500213',
      inventoryId: 12,
      expiryDate: '2027-05-31',
      unitsShort: 10,
      saleId: 40,
      saleRef: 'OFFLINE-1732240000000',
      soldAt: '2026-11-22T08:00:00.000Z',
      syncedAt: '2026-11-22T09:30:00.000Z',
      reason: 'short',
      units: 10,
    };
    expect(StockDiscrepancyList.parse({ items: [line], total: 1 })).toEqual({ items: [line], total: 1 });
    expect(StockDiscrepancyList.safeParse({ items: [{ ...line, unitsShort: '10' }], total: 1 }).success).toBe(false);
  });
});
