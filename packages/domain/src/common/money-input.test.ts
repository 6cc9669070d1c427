import { describe, expect, it } from 'vitest';
import { MoneyField, moneyInputMessages, parseMoney } from './money-input.js';

describe('parseMoney: a JSON number or a decimal string with at most 2 decimals, nothing else', () => {
  it.each([
    [12.5, 1250],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 7 ', 700],
    ['12.500', 1250],
    [0.1 + 0.2, 30],
    [0, 0],
    ['999999999999.99', 99_999_999_999_999],
  ])('takes %j as %i minor units', (value, minor) => {
    expect(parseMoney(value)).toEqual({ minor });
  });

  it.each([
    [true, 'number'],
    ['0x10', 'number'],
    ['1e2', 'number'],
    [1e2 + 0.001, 'decimals'],
    [0.005, 'decimals'],
    ['12.345', 'decimals'],
    ['1 2', 'number'],
    ['+5', 'number'],
    ['-3', 'negative'],
    [-3, 'negative'],
    [Number.NaN, 'number'],
    [Number.POSITIVE_INFINITY, 'number'],
    ['', 'required'],
    [null, 'required'],
    [{}, 'number'],
    ['1000000000000', 'max'],
    [1e13, 'max'],
  ])('refuses %j (%s), never rounding it', (value, problem) => {
    expect(parseMoney(value)).toEqual({ problem });
  });
});

describe('MoneyField', () => {
  const price = MoneyField({ messages: { number: 'Price must be a number', negative: 'Price cannot be negative' } });
  const payment = MoneyField({
    messages: { number: 'Enter an amount', zero: 'Amount must be more than 0' },
    positive: true,
  });
  const messageOf = (schema: typeof price, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('answers a 2-decimal string', () => {
    expect(price.parse(12.5)).toBe('12.50');
    expect(price.parse('0')).toBe('0.00');
    expect(payment.parse('29750')).toBe('29750.00');
  });

  it("refuses with the field's texts, the shared one for decimals", () => {
    expect(messageOf(price, true)).toBe('Price must be a number');
    expect(messageOf(price, '0x10')).toBe('Price must be a number');
    expect(messageOf(price, -1)).toBe('Price cannot be negative');
    expect(messageOf(price, '12.345')).toBe(moneyInputMessages.decimals);
    expect(messageOf(payment, 0)).toBe('Amount must be more than 0');
  });
});
