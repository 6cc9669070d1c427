import { describe, expect, it } from 'vitest';
import { CreateProductRequest, UpdateProductRequest } from './contracts.js';

describe('product contracts', () => {
  it('creates with a normalised category', () => {
    expect(CreateProductRequest.parse({ name: ' Gauze ', barcode: '123', category: 'first-aid' })).toEqual({
      name: 'Gauze',
      barcode: '123',
      category: 'first_aid',
    });
    expect(CreateProductRequest.safeParse({ name: '', barcode: '1' }).error?.issues[0]?.message).toBe(
      'Product name is required',
    );
    expect(CreateProductRequest.safeParse({ name: 'x', barcode: ' ' }).error?.issues[0]?.message).toBe(
      'Barcode is required',
    );
  });

  it.each([
    [{ name: ' ', barcode: '123' }],
    [{ name: 'Gauze', barcode: '  ' }],
    [{ name: 'Gauze' }],
    [{ barcode: '123' }],
  ])('edit %j -> "Product name and barcode are required."', (input) => {
    expect(UpdateProductRequest.safeParse(input).error?.issues[0]?.message).toBe(
      'Product name and barcode are required.',
    );
  });

  it('edits name and barcode, category optional', () => {
    expect(UpdateProductRequest.parse({ name: 'Gauze 10cm', barcode: '124' })).toEqual({
      name: 'Gauze 10cm',
      barcode: '124',
    });
  });
});
