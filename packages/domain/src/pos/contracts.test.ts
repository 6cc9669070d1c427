import { describe, expect, it } from 'vitest';
import { InventoryBatchUpdateRequest, ProductBatchLookupRequest } from './batch.js';
import { CartDraftCreateRequest, FavoriteCreateRequest } from './contracts.js';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('point of sale contracts', () => {
  it('asks a held cart for a name and keeps its amounts as 2-decimal strings', () => {
    expect(messageOf(CartDraftCreateRequest.safeParse({ draftName: '  ' }))).toBe(
      'Please enter a name for the cart draft.',
    );
    const draft = CartDraftCreateRequest.parse({
      draftName: 'Table 4',
      subtotal: 5,
      total: '5.4',
      cartItems: [{ inventoryId: 1, productName: 'X', quantity: 1, unitType: 'box', unitPrice: 0.1, totalPrice: 0.1 }],
    });
    expect(draft).toMatchObject({ subtotal: '5.00', total: '5.40', cartItems: [{ unitPrice: '0.10' }] });
    expect(CartDraftCreateRequest.safeParse({ draftName: 'A', total: 'ten' }).success).toBe(false);
  });

  it('names the product a favorite needs', () => {
    expect(messageOf(FavoriteCreateRequest.safeParse({}))).toBe('Product not found.');
  });

  it('takes 1 to 100 batch operations, inventory changes in whole units with reason pos_sale by default', () => {
    expect(InventoryBatchUpdateRequest.parse({ updates: [{ id: 1, quantityChange: -2 }] }).updates[0]?.reason).toBe(
      'pos_sale',
    );
    expect(InventoryBatchUpdateRequest.safeParse({ updates: [{ id: 1, quantityChange: 1.5 }] }).success).toBe(false);
    expect(ProductBatchLookupRequest.safeParse({ barcodes: [] }).success).toBe(false);
    expect(ProductBatchLookupRequest.safeParse({ barcodes: Array(101).fill('1') }).success).toBe(false);
  });
});
