import { describe, expect, it } from 'vitest';
import { divide, formatAmount, fromMinor, multiply, sum, toMinor } from './money.js';

describe('money in minor units', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.1', 10],
    ['.5', 50],
    ['-3.25', -325],
    ['1.005', 101],
    ['1.004', 100],
    ['-0.005', -1],
    ['-0', 0],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [999999999999.99, 99999999999999],
  ])('toMinor(%s) = %i', (input, minor) => {
    expect(toMinor(input)).toBe(minor);
  });

  it.each(['', 'abc', '1.2.3', '12,50', '$5', '.'])('refuses %j', (input) => {
    expect(() => toMinor(input)).toThrow(RangeError);
  });

  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [100000, '1000.00'],
  ])('fromMinor(%i) = %s', (minor, text) => {
    expect(fromMinor(minor)).toBe(text);
  });

  it('adds three times 0.10 to exactly 0.30', () => {
    const tenCents = toMinor('0.10');
    expect(fromMinor(sum([tenCents, tenCents, tenCents]))).toBe('0.30');
    expect(fromMinor(multiply(tenCents, 3))).toBe('0.30');
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
  });

  it.each([
    [1000, 3, 333],
    [1000, 6, 167],
    [-1000, 6, -167],
    [1250, 1, 1250],
    [5, 2, 3],
  ])('divide(%i, %i) = %i', (minor, count, result) => {
    expect(divide(minor, count)).toBe(result);
  });

  it('refuses fractional quantities and divisors', () => {
    expect(() => multiply(100, 1.5)).toThrow(RangeError);
    expect(() => divide(100, 0)).toThrow(RangeError);
  });

  it('formats any amount with two decimals', () => {
    expect(formatAmount(3)).toBe('3.00');
    expect(formatAmount('7.1')).toBe('7.10');
    expect(sum([])).toBe(0);
  });
});
