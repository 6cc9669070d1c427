import { describe, expect, it } from 'vitest';
import { ReturnCreateRequest, SaleCreateRequest } from './contracts.js';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const clientSaleId = '6f1c2a4e-8b3d-4c5e-9f60-1a2b3c4d5e6f';

describe('sale contracts', () => {
  it('needs at least one item', () => {
    expect(messageOf(SaleCreateRequest.safeParse({ clientSaleId, items: [] }))).toBe(
      'Cart is empty. Add items to proceed.',
    );
  });

  it('keeps the tax rate between 0 and 100', () => {
    const items = [{ inventoryId: 1, quantity: 1, unitType: 'unit' }];
    expect(messageOf(SaleCreateRequest.safeParse({ clientSaleId, items, taxRate: 101 }))).toBe(
      'Tax rate must be between 0 and 100',
    );
    expect(SaleCreateRequest.parse({ clientSaleId, items })).toMatchObject({ paymentMethod: 'cash', taxRate: 0 });
  });

  it('asks for a returned item and a reason for each', () => {
    const none = ReturnCreateRequest.safeParse({ saleId: 1, items: [{ saleItemId: 1, quantity: 0, reason: '' }] });
    expect(messageOf(none)).toBe('Please select at least one item to return');
    const noReason = ReturnCreateRequest.safeParse({ saleId: 1, items: [{ saleItemId: 1, quantity: 1, reason: ' ' }] });
    expect(messageOf(noReason)).toBe('Please provide a reason for all items being returned');
    expect(
      ReturnCreateRequest.safeParse({ saleId: 1, items: [{ saleItemId: 1, quantity: 1, reason: 'Damaged' }] }).success,
    ).toBe(true);
  });
});
