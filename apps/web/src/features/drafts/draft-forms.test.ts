import type { Draft } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { draftOfProducts } from '../inventory/save-as-draft';
import { canComplete, editDraftContract, editDraftDefaults, editorOf } from './draft-forms';
import { addProductsDefaults, emptyProductRow } from '../inventory/forms';

const row = (change: object) => ({ ...emptyProductRow(), ...change });

describe('Save as draft from Add New Products', () => {
  it('needs one row with a name', () => {
    expect(draftOfProducts(addProductsDefaults())).toEqual({
      message: 'At least one product needs a name to save a draft.',
    });
    expect(draftOfProducts({ ...addProductsDefaults(), products: [row({ barcode: '123' })] })).toEqual({
      message: 'At least one product needs a name to save a draft.',
    });
  });

  it('makes a single-product draft of one product, so it can be completed in one step', () => {
    const values = { supplierId: '4', orderId: 'INV-1', products: [row({ productName: 'Amoxil' }), row({})] };
    expect(draftOfProducts(values)).toEqual({
      body: expect.objectContaining({ draftType: 'manual', supplierId: '4', orderId: 'INV-1', productName: 'Amoxil' }),
    });
  });

  it('keeps several products in sourceData, blank rows left out', () => {
    const values = {
      supplierId: '',
      orderId: '',
      products: [row({ productName: 'A', costPrice: '1' }), row({}), row({ barcode: '99' })],
    };
    const built = draftOfProducts(values);
    expect(built).toMatchObject({
      body: { draftType: 'manual', supplierId: null, sourceData: { supplierId: null, orderId: '' } },
    });
    const products = 'body' in built ? built.body.sourceData?.products : undefined;
    expect(products?.map((p) => [p.name, p.barcode, p.costPrice])).toEqual([
      ['A', '', '1'],
      ['', '99', ''],
    ]);
  });

  it('keeps the batch typed or scanned, in a single-product draft and in each row of several', () => {
    const one = draftOfProducts({
      supplierId: '',
      orderId: '',
      products: [row({ productName: 'A', batchNumber: 'B7' })],
    });
    expect(one).toMatchObject({ body: { productName: 'A', batchNumber: 'B7' } });
    const rows = [row({ productName: 'A', batchNumber: 'B7' }), row({ productName: 'C' })];
    const several = draftOfProducts({ supplierId: '', orderId: '', products: rows });
    const products = 'body' in several ? several.body.sourceData?.products : undefined;
    expect(products?.map((p) => p.batchNumber)).toEqual(['B7', '']);
  });
});

describe('Edit Draft', () => {
  it('requires the name only; empty fields clear', () => {
    const blank = { productName: '', barcode: '', category: 'other', quantity: '', unitsPerBox: '', costPrice: '' };
    const values = { ...blank, retailPrice: '', expiryDate: '', supplierId: '', orderId: '' };
    expect(editDraftContract.safeParse(values).error?.issues[0]?.message).toBe('Product name is required');
    expect(editDraftContract.parse({ ...values, productName: 'Zinc', costPrice: '2' })).toMatchObject({
      productName: 'Zinc',
      quantity: null,
      costPrice: '2.00',
      supplierId: null,
      orderId: null,
    });
    expect(
      editDraftContract.safeParse({ ...values, productName: 'Zinc', quantity: '0' }).error?.issues[0]?.message,
    ).toBe('Quantity must be at least 1');
  });

  it('offers completion only with a name, a quantity and a cost price', () => {
    expect(canComplete({ productName: 'Zinc', quantity: '2', costPrice: '1.00' })).toBe(true);
    expect(canComplete({ productName: 'Zinc', quantity: '', costPrice: '1.00' })).toBe(false);
    expect(canComplete({ productName: ' ', quantity: '2', costPrice: '1.00' })).toBe(false);
  });

  it('opens each kind of draft in its editor and fills the form from a draft', () => {
    const source = { supplierId: null, orderId: null, isMultiProduct: false };
    expect(editorOf({ draftType: 'csv-batch', sourceData: { ...source, isMultiProduct: true } })).toBe('batch');
    expect(editorOf({ draftType: 'ocr', sourceData: { ...source, isMultiProduct: true } })).toBe('multi');
    expect(editorOf({ draftType: 'manual', sourceData: source })).toBe('single');
    const draft = { productName: 'Zinc', barcode: null, category: null, quantity: 3, costPrice: '1.50' } as Draft;
    expect(editDraftDefaults({ ...draft, supplierId: 4, orderId: null } as Draft)).toMatchObject({
      productName: 'Zinc',
      barcode: '',
      category: 'other',
      quantity: '3',
      costPrice: '1.50',
      supplierId: '4',
      orderId: '',
      batchNumber: '',
    });
    expect(editDraftDefaults({ ...draft, batchNumber: 'LOT-9' } as Draft)).toMatchObject({ batchNumber: 'LOT-9' });
    const values = { ...editDraftDefaults({ ...draft, batchNumber: ' LOT-9 ' } as Draft), supplierId: '', orderId: '' };
    expect(editDraftContract.parse(values)).toMatchObject({ batchNumber: 'LOT-9' });
    expect(editDraftContract.parse({ ...values, batchNumber: '' })).toMatchObject({ batchNumber: null });
  });
});
