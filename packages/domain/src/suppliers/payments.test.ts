import { describe, expect, it } from 'vitest';
import { toMinor } from '../common/money.js';
import { SupplierPaymentRequest, discountTenths, paymentAmounts, paymentAmountsOf } from './payments.js';

describe('discount arithmetic of Pay Outstanding, in minor units', () => {
  it.each([
    // original (minor), discount %, discount (minor), amount (minor)
    [100_000, 0, 0, 100_000],
    [100_000, 10, 10_000, 90_000],
    [123_456, 10, 12_346, 111_110], // 123.456 rounds half up to 123.46
    [123_455, 10, 12_346, 111_109], // 123.455 -> 123.46 (half away from zero)
    [123_454, 10, 12_345, 111_109],
    [999, 12.5, 125, 874], // 124.875 -> 125
    [1, 50, 1, 0], // half a cent rounds up
    [1, 49.9, 0, 1],
    [33_333, 33.3, 11_100, 22_233], // 11099.889 -> 11100
    [5_000, 100, 5_000, 0],
    [0, 15, 0, 0],
    [7, 0.1, 0, 7], // 0.007 -> 0
    [99_999_999_999_999, 99.9, 99_899_999_999_999, 100_000_000_000], // the largest NUMERIC(14,2)
  ])('%i at %s%% -> discount %i, amount %i', (original, percent, discount, amount) => {
    const result = paymentAmounts(original, percent);
    expect(result).toEqual({ originalAmount: original, discountAmount: discount, amount });
    expect(result.amount + result.discountAmount).toBe(result.originalAmount);
  });

  it('works on 2-decimal strings as the API carries them', () => {
    expect(paymentAmountsOf('1234.56', 10)).toEqual({
      originalAmount: '1234.56',
      discountAmount: '123.46',
      amount: '1111.10',
    });
    expect(paymentAmountsOf('0.10', 2.5)).toEqual({ originalAmount: '0.10', discountAmount: '0.00', amount: '0.10' });
  });

  it.each([
    [0, 0],
    [0.1, 1],
    [12.5, 125],
    [0.1 + 0.2, 3],
    [99.9, 999],
    [100, 1000],
    [0.15, null],
    [-0.1, null],
    [100.1, null],
    [Number.NaN, null],
  ])('discountTenths(%s) = %s', (percent, tenths) => {
    expect(discountTenths(percent)).toBe(tenths);
  });

  it('refuses a discount that is not a 0.1 step', () => {
    expect(() => paymentAmounts(toMinor('10'), 0.15)).toThrow(RangeError);
  });
});

describe('SupplierPaymentRequest', () => {
  const valid = {
    supplierId: 3,
    orderIds: [7, 8, 7],
    amount: 90,
    originalAmount: '100',
    discountPercentage: 10,
    discountAmount: 10,
  };

  it('normalises amounts and drops repeated orders', () => {
    expect(SupplierPaymentRequest.parse(valid)).toEqual({
      supplierId: 3,
      orderIds: [7, 8],
      amount: '90.00',
      originalAmount: '100.00',
      discountPercentage: 10,
      discountAmount: '10.00',
    });
    expect(SupplierPaymentRequest.parse({ ...valid, discountPercentage: '12.5' }).discountPercentage).toBe(12.5);
  });

  it.each([
    [{ orderIds: [] }, 'Please select at least one order'],
    [{ orderIds: undefined }, 'Please select at least one order'],
    [{ discountPercentage: -1 }, 'Discount must be between 0 and 100'],
    [{ discountPercentage: 100.1 }, 'Discount must be between 0 and 100'],
    [{ discountPercentage: 10.05 }, 'Discount goes in steps of 0.1'],
    [{ amount: -5 }, 'Please enter a valid amount'],
    [{ originalAmount: 'ten' }, 'Please enter a valid amount'],
  ])('%j -> %s', (change, message) => {
    expect(SupplierPaymentRequest.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
