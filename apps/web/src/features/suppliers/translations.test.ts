import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supplierMoneyServerTexts } from './server-texts';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'suppliers.json'), 'utf8'));

describe('supplier money texts', () => {
  it('carries every payment and return message of the domain verbatim in English, and in Arabic', () => {
    const en = read('en').server;
    const ar = read('ar').server;
    for (const [group, texts] of Object.entries(supplierMoneyServerTexts)) {
      expect(en[group], group).toEqual(texts);
      expect(Object.keys(ar[group]).sort(), group).toEqual(Object.keys(texts).sort());
      for (const key of Object.keys(texts)) expect(ar[group][key], `${group}.${key}`).not.toBe(en[group][key]);
    }
  });
});
