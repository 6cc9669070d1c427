import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paymentMethods, saleStatuses } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { enterModes, paperSizes } from './preferences';

const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, `${ns}.json`), 'utf8'));

describe('till and sales texts', () => {
  it.each(['en', 'ar'])('name every mode, payment method, paper and status in %s', (lng) => {
    const pos = read(lng, 'pos');
    expect(Object.keys(pos.enterMode.hint).sort()).toEqual([...enterModes].sort());
    expect(Object.keys(pos.payment).sort()).toEqual([...paymentMethods].sort());
    expect(Object.keys(pos.receipt.paperSize).sort()).toEqual([...paperSizes].sort());
    expect(Object.keys(read(lng, 'sales').status).sort()).toEqual([...saleStatuses].sort());
  });
});
