import { describe, expect, it } from 'vitest';
import { AddProductRequest } from '../inventory/contracts.js';
import { Draft, UpdateDraftRequest } from './contracts.js';
import { draftFields, draftProductFieldOf, draftProductFields } from './draft-fields.js';
import { DraftProduct } from './draft-product.js';

describe('draft field lists', () => {
  it('names fields the single-product draft contracts and receiving have', () => {
    for (const shape of [UpdateDraftRequest.shape, Draft.shape, AddProductRequest.shape]) {
      expect(Object.keys(shape)).toEqual(expect.arrayContaining([...draftFields]));
    }
  });

  it('names fields a draft product row has, one for one with the single-draft list', () => {
    expect(Object.keys(DraftProduct.shape)).toEqual(expect.arrayContaining([...draftProductFields]));
    // The batch is a field of its own after the expiry in every form (lane batches).
    expect([...draftFields.map((field) => draftProductFieldOf[field]), 'batchNumber']).toEqual(draftProductFields);
  });
});
