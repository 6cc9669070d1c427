import { describe, expect, it } from 'vitest';
import { BroadcastRequest, MarketplaceCreateRequest } from './marketplace.js';
import { PurchaseApprovalRequest, PurchaseRequestCreate } from './requests.js';
import { marketplaceCategoryOfRetailer, marketplaceCategoryOfSupplier } from './categories.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the marketplace contracts', () => {
  it('creates from an empty body, and a name needs 2 characters after trimming', () => {
    expect(MarketplaceCreateRequest.parse({})).toEqual({ description: null });
    expect(messagesOf(MarketplaceCreateRequest.safeParse({ name: ' a ' }))).toEqual([
      'Marketplace name must be at least 2 characters long',
    ]);
    expect(MarketplaceCreateRequest.parse({ name: ' Al Noor ', businessCategory: 'general' })).toEqual({
      name: 'Al Noor',
      description: null,
    });
  });

  it('needs both title and message of a broadcast after trimming', () => {
    expect(messagesOf(BroadcastRequest.safeParse({ title: '  ', message: 'x' }))).toEqual([
      'Please enter both title and message',
    ]);
    expect(messagesOf(BroadcastRequest.safeParse({ title: 'x' }))).toEqual(['Please enter both title and message']);
    expect(BroadcastRequest.parse({ title: ' New stock ', message: ' In today ' })).toEqual({
      title: 'New stock',
      message: 'In today',
    });
  });

  it('asks for products once each, in units of at least 1', () => {
    const body = { supplierId: 3, items: [{ barcode: ' 123 ', requestedQuantity: 4 }] };
    expect(PurchaseRequestCreate.parse(body)).toEqual({
      supplierId: 3,
      items: [{ barcode: '123', requestedQuantity: 4 }],
      notes: null,
      requestMessage: null,
    });
    expect(
      messagesOf(
        PurchaseRequestCreate.safeParse({ ...body, items: [...body.items, { barcode: '123', requestedQuantity: 1 }] }),
      ),
    ).toEqual(['This product is already in the request']);
    expect(messagesOf(PurchaseRequestCreate.safeParse({ ...body, items: [] }))).toEqual([
      'Please add at least one item to the request',
    ]);
  });

  it('approves 0 or more units per line, each line once', () => {
    expect(PurchaseApprovalRequest.parse({})).toEqual({ responseMessage: null, items: [] });
    expect(messagesOf(PurchaseApprovalRequest.safeParse({ items: [{ itemId: 1, approvedQuantity: -1 }] }))).toEqual([
      'Approved quantity cannot be negative',
    ]);
    expect(
      messagesOf(
        PurchaseApprovalRequest.safeParse({
          items: [
            { itemId: 1, approvedQuantity: 1 },
            { itemId: 1, approvedQuantity: 2 },
          ],
        }),
      ),
    ).toEqual(['This line is already in the approval']);
  });

  it('matches pharmacies with pharmaceutical suppliers and general stores with general ones', () => {
    expect(marketplaceCategoryOfSupplier('pharmaceutical')).toBe('pharmaceutical');
    expect(marketplaceCategoryOfSupplier('general')).toBe('general');
    expect(marketplaceCategoryOfRetailer('pharmacy')).toBe('pharmaceutical');
    expect(marketplaceCategoryOfRetailer('general_store')).toBe('general');
  });
});
