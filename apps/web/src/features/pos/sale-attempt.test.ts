import { describe, expect, it } from 'vitest';
import { attemptFor, freshAttempt, saleNumber } from './sale-attempt';

const counter = (make: (n: number) => string) => {
  let n = 0;
  return () => make(++n);
};
const ids = () => counter((n) => `00000000-0000-4000-8000-00000000000${n}`);
const refs = () => counter((n) => `SALE-TEST000${n}-AAAA`);

describe('checkout attempts', () => {
  it('keep the id and reference for a retry of the same cart and take new ones when the cart changed', () => {
    const [makeId, makeRef] = [ids(), refs()];
    const start = freshAttempt(makeId, makeRef);
    const first = attemptFor(start, 'cart A', makeId, makeRef);
    expect(first).toMatchObject({ clientSaleId: start.clientSaleId, reference: 'SALE-TEST0001-AAAA' });
    const retry = attemptFor(first, 'cart A', makeId, makeRef);
    expect(retry).toMatchObject({ clientSaleId: start.clientSaleId, reference: 'SALE-TEST0001-AAAA' });
    const changed = attemptFor(retry, 'cart B', makeId, makeRef);
    expect(changed.clientSaleId).not.toBe(start.clientSaleId);
    expect(changed).toMatchObject({ reference: 'SALE-TEST0002-AAAA', sentCart: 'cart B' });
  });

  it('show the reference the receipt will carry', () => {
    expect(saleNumber(freshAttempt(ids(), refs()))).toBe('SALE-TEST0001-AAAA');
    expect(saleNumber(freshAttempt())).toMatch(/^SALE-[0-9A-Z]+-[0-9A-Z]{4}$/);
  });
});
