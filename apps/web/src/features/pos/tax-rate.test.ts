import { describe, expect, it } from 'vitest';
import { parseTaxRate } from './tax-rate';

describe('tax rate field', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['8', 8],
    ['7.25', 7.25],
    ['.5', 0.5],
    ['100', 100],
    ['100.00', 100],
    ['100.01', null],
    ['101', null],
    ['-1', null],
    ['7.255', null],
    ['abc', null],
    ['1e2', null],
  ])('%j -> %s', (text, rate) => {
    expect(parseTaxRate(text)).toBe(rate);
  });
});
