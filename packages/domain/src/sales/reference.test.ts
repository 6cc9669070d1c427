import { describe, expect, it } from 'vitest';
import { offlineSaleReference, saleReference } from './reference.js';

describe('sale references', () => {
  it('starts with SALE- and carries a time code and an uppercase random code', () => {
    const ref = saleReference(1_795_300_000_000, () => 0.5);
    expect(ref).toBe(`SALE-${(1_795_300_000_000).toString(36).toUpperCase()}-SSSS`);
    expect(saleReference()).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);
  });

  it('names offline sales OFFLINE-<timestamp>', () => {
    expect(offlineSaleReference(1234)).toBe('OFFLINE-1234');
  });
});
