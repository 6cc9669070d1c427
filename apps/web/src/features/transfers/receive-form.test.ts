import type { ReceivePlan } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { convertedBoxPrice, convertedTotal, initialDraft, receiveTerms, withPrice, withRate } from './receive-form';

const line = {
  productName: 'Omeprazole 20mg',
  barcode: '6200000000001',
  units: 10,
  unitsPerBox: 10,
  expiryDate: '2027-06-01',
  lastRetailPrice: null,
  suggestedRetailPrice: null,
};
const plan: ReceivePlan = {
  transferId: 7,
  senderName: 'MedSupply Co.',
  currency: 'USD',
  buyerCurrency: 'IQD',
  needsRate: true,
  lastRate: null,
  defaultMarkupPercent: '20.00',
  total: '7.00',
  lines: [
    { ...line, itemId: 1, boxPrice: '5.00', lineTotal: '5.00', joins: null, asksPrice: true },
    {
      ...line,
      itemId: 2,
      boxPrice: '2.00',
      lineTotal: '2.00',
      joins: { lotId: 9, unitsPerBox: 10, retailPrice: '3000.00' },
      asksPrice: false,
    },
  ],
};

describe('the Receive dialog’s draft', () => {
  it('asks the rate first, then prices the new line at cost x rate + markup and follows the rate', () => {
    const empty = initialDraft(plan);
    expect(empty.prices).toEqual({ 1: '' });
    expect(receiveTerms(plan, empty).errors?.rate).toBe(
      'The exchange rate must be a number above 0 with at most 6 decimals',
    );
    const at1310 = withRate(plan, empty, '1310');
    expect(at1310.prices).toEqual({ 1: '7860' });
    expect(convertedBoxPrice(plan, plan.lines[0]!, '1310')).toBe('6550.00');
    expect(convertedTotal(plan, '1310')).toBe('9170.00');
    expect(receiveTerms(plan, at1310)).toEqual({
      terms: { exchangeRate: '1310', prices: [{ itemId: 1, retailPrice: '7860.00' }] },
      errors: null,
    });
  });

  it('keeps a price the user typed when the rate changes, and refuses a price under 0.01', () => {
    const typed = withPrice(withRate(plan, initialDraft(plan), '1310'), 1, '9000');
    expect(withRate(plan, typed, '1400').prices[1]).toBe('9000');
    expect(receiveTerms(plan, withPrice(typed, 1, '0')).errors?.prices).toEqual({
      1: 'The retail price must be at least 0.01, with at most 2 decimals',
    });
  });

  it('starts from the last rate of the pair and needs none between the same currencies', () => {
    expect(initialDraft({ ...plan, lastRate: '1300' })).toMatchObject({ rate: '1300', prices: { 1: '7800' } });
    const same = { ...plan, buyerCurrency: 'USD', needsRate: false };
    expect(receiveTerms(same, initialDraft(same)).terms).toEqual({ prices: [{ itemId: 1, retailPrice: '6.00' }] });
    expect(convertedTotal(same, '2')).toBeNull();
  });
});
