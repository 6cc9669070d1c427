import { describe, expect, it } from 'vitest';
import { attemptFor, freshAttempt, saleNumber } from './sale-attempt';

const ids = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-00000000000${++n}`;
};

describe('checkout attempts', () => {
  it('keep the id for a retry of the same cart and take a new one when the cart changed', () => {
    const makeId = ids();
    const start = freshAttempt(makeId);
    const first = attemptFor(start, 'cart A', makeId);
    expect(first.clientSaleId).toBe(start.clientSaleId);
    const retry = attemptFor(first, 'cart A', makeId);
    expect(retry.clientSaleId).toBe(start.clientSaleId);
    const changed = attemptFor(retry, 'cart B', makeId);
    expect(changed.clientSaleId).not.toBe(start.clientSaleId);
    expect(changed.sentCart).toBe('cart B');
  });

  it('show a short sale number', () => {
    expect(saleNumber({ clientSaleId: '1a2b3c4d-0000-4000-8000-000000000000', sentCart: null })).toBe('1A2B3C4D');
  });
});
