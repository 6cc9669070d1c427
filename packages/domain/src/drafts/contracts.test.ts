import { describe, expect, it } from 'vitest';
import { BulkSaveRequest, SaveBulkRequest, UpdateBatchRequest } from './batch-contracts.js';
import { CreateDraftRequest, OcrDraftRequest, UpdateDraftRequest } from './contracts.js';

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('draft contracts', () => {
  it('needs a product name on a single draft and one named row on a multi-product draft', () => {
    expect(first(CreateDraftRequest.safeParse({}))).toBe('Product name is required');
    expect(first(CreateDraftRequest.safeParse({ productName: ' ' }))).toBe('Product name is required');
    expect(first(CreateDraftRequest.safeParse({ sourceData: { products: [{ name: '' }] } }))).toBe(
      'At least one product needs a name to save a draft.',
    );
    expect(CreateDraftRequest.parse({ productName: 'Aspirin', quantity: '3', orderId: 77, barcode: '' })).toMatchObject(
      {
        draftType: 'manual',
        productName: 'Aspirin',
        quantity: 3,
        orderId: '77',
        barcode: null,
      },
    );
  });

  it('answers a row without a name with its issues under the row, never a TypeError', () => {
    const result = CreateDraftRequest.safeParse({ sourceData: { products: [{ quantity: -1 }] } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(['sourceData.products.0.quantity', 'sourceData.products']);
    expect(result.error?.issues[1]?.message).toBe('At least one product needs a name to save a draft.');
  });

  it('keeps the receipt bounds on draft edits and tells kept (undefined) from cleared (null)', () => {
    expect(first(UpdateDraftRequest.safeParse({ quantity: 0 }))).toBe('Quantity must be at least 1');
    expect(first(UpdateDraftRequest.safeParse({ costPrice: -1 }))).toBe('Cost price cannot be negative');
    const parsed = UpdateDraftRequest.parse({ expiryDate: '', isCompleted: true });
    expect(parsed.expiryDate).toBeNull();
    expect(parsed.costPrice).toBeUndefined();
  });

  it('needs products on an OCR draft', () => {
    expect(first(OcrDraftRequest.safeParse({ products: [] }))).toBe('At least one product is required');
    expect(OcrDraftRequest.parse({ products: [{ name: 'Zinc' }] }).draftType).toBe('ocr');
  });

  it('asks for supplier and order id, a selection, and complete rows when saving', () => {
    const row = { name: 'Zinc', costPrice: 1, retailPrice: 2, expirationDate: '2027-01-01' };
    expect(first(SaveBulkRequest.safeParse({ products: [row], orderId: 'A1' }))).toBe(
      'Please select supplier and enter order ID',
    );
    expect(first(SaveBulkRequest.safeParse({ products: [row], supplierId: 3, orderId: ' ' }))).toBe(
      'Please select supplier and enter order ID',
    );
    expect(first(SaveBulkRequest.safeParse({ products: [{ name: 'Zinc' }], supplierId: 3, orderId: 'A1' }))).toBe(
      'Please fill in all required fields (name, cost price, retail price) for all products.',
    );
    expect(first(BulkSaveRequest.safeParse({ draftId: 4, products: [] }))).toBe('Select at least one product to save.');
    const confirmed = SaveBulkRequest.parse({
      products: [row],
      newSupplier: { name: ' MedSupply Co ' },
      orderId: 'A1',
    });
    expect(confirmed.newSupplier).toEqual({ name: 'MedSupply Co' });
    expect(confirmed.supplierId).toBeUndefined();
    expect(BulkSaveRequest.parse({ draftId: 4, products: [row], orderId: 12 }).orderId).toBe('12');
    expect(UpdateBatchRequest.parse({ products: [], orderId: '' }).orderId).toBeNull();
  });
});
