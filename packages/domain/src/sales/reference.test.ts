import { describe, expect, it } from 'vitest';
import { offlineSaleReference, saleReference, saleReferencePattern } from './reference.js';

describe('sale references', () => {
  it('starts with SALE- and carries a time code and an uppercase random code', () => {
    const ref = saleReference(1_795_300_000_000, () => 0.5);
    expect(ref).toBe(`SALE-${(1_795_300_000_000).toString(36).toUpperCase()}-SSSS`);
    expect(saleReference()).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);
  });

  it('names offline sales OFFLINE-<timestamp>', () => {
    expect(offlineSaleReference(1234)).toBe('OFFLINE-1234');
  });

  it.each([
    ['SALE-MWW7S4L2-G8MO', true],
    ['OFFLINE-1795300000000', true],
    ['SALE-mww7s4l2-g8mo', false],
    ['SALE-MWW7S4L2', false],
    ['OFFLINE-12-2', false],
    ['1A18A6A1', false],
  ])('reads %s as a reference the till may propose: %s', (text, valid) => {
    expect(saleReferencePattern.test(text)).toBe(valid);
  });
});
