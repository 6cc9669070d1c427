import { describe, expect, it } from 'vitest';
import { currencyOfZone } from './zone-currency.js';

describe('currencyOfZone', () => {
  it.each([
    ['Asia/Baghdad', 'IQD'],
    ['Asia/Riyadh', 'SAR'],
    ['Asia/Dubai', 'AED'],
    ['Asia/Kuwait', 'KWD'],
    ['Europe/London', 'GBP'],
    ['Europe/Paris', 'EUR'],
    ['Europe/Berlin', 'EUR'],
    ['Europe/Dublin', 'EUR'],
    ['Atlantic/Madeira', 'EUR'],
    ['Europe/Zurich', 'USD'],
    ['America/New_York', 'USD'],
    ['Asia/Tehran', 'USD'],
    ['UTC', 'USD'],
    ['', 'USD'],
    [undefined, 'USD'],
  ])('%s -> %s', (zone, currency) => {
    expect(currencyOfZone(zone)).toBe(currency);
  });
});
