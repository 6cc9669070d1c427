import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inventoryMessages, salesMessages } from '@assist/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api';
import { codeText, errorText, fieldErrorText, refusalText } from './error-text';

const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', lng, `${ns}.json`), 'utf8')) as object;

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { errors: read('en', 'errors'), pwa: read('en', 'pwa') },
    ar: { errors: read('ar', 'errors'), pwa: read('ar', 'pwa') },
  },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const en = i18n.getFixedT('en');
const ar = i18n.getFixedT('ar');
const answer = (status: number, body: Record<string, unknown>) => new ApiError(status, JSON.stringify(body), body);
const unisolated = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('error texts by code', () => {
  it('say a coded answer in the user’s language, with the values of its body', () => {
    const short = answer(409, {
      code: 'insufficient_stock',
      message: 'Insufficient stock: only 3 units of Gauze left',
      error: 'insufficient_stock',
      productName: 'Gauze',
      availableUnits: 3,
    });
    expect(unisolated(errorText(short, en, 'x'))).toBe('Insufficient stock: only 3 units of Gauze left');
    expect(unisolated(errorText(short, ar, 'x'))).toBe('المخزون غير كافٍ: لم يتبقَّ من Gauze سوى 3 وحدة');
    const gone = answer(404, { code: 'sale_not_found', message: 'Sale not found.', error: 'sale_not_found' });
    expect(errorText(gone, ar, 'x')).toBe(codeText('sale_not_found', ar));
    expect(errorText(gone, ar, 'x')).not.toBe('Sale not found.');
  });

  it('say a throttled sign-in’s wait in the user’s language, not the server’s English words', () => {
    const delayed = (retryAfterSeconds: number, wait: string) =>
      answer(429, { code: 'sign_in_delayed', message: 'x', error: 'sign_in_delayed', wait, retryAfterSeconds });
    expect(unisolated(errorText(delayed(900, '15 minutes'), en, 'x'))).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(unisolated(errorText(delayed(1, '1 second'), en, 'x'))).toContain('Please wait 1 second and');
    expect(unisolated(errorText(delayed(900, '15 minutes'), ar, 'x'))).toContain('يرجى الانتظار 15 دقيقة ثم');
    expect(unisolated(errorText(delayed(2, '2 seconds'), ar, 'x'))).toContain('يرجى الانتظار ثانيتين ثم');
  });

  it('say a 400 by its first issue’s code, and a rule without a code of its own generically in Arabic', () => {
    const issue = { path: 'name', message: inventoryMessages.productNameRequired, code: 'product_name_required' };
    const invalid = answer(400, { code: 'validation', message: issue.message, error: 'validation', issues: [issue] });
    expect(errorText(invalid, en, 'x')).toBe('Product name is required');
    expect(errorText(invalid, ar, 'x')).toBe(codeText('product_name_required', ar));
    const zodOwn = {
      path: 'name',
      message: 'Too big: expected string to have <=200 characters',
      code: 'invalid_value',
    };
    const big = answer(400, { code: 'validation', message: zodOwn.message, error: 'validation', issues: [zodOwn] });
    expect(errorText(big, en, 'x')).toBe(zodOwn.message);
    expect(errorText(big, ar, 'x')).toBe('قيمة غير صالحة');
  });

  it('fall back to the status without a listed code, to the fallback for no answer body, and say offline', () => {
    expect(errorText(answer(502, {}), ar, 'x')).toBe(ar('errors:server'));
    expect(errorText(answer(418, { message: 'teapot' }), en, 'fallback')).toBe('fallback');
    expect(errorText(new NetworkError(new Error('down')), en, 'x')).toBe(en('pwa:network.needed'));
    expect(errorText(new Error('bug'), en, 'fallback')).toBe('fallback');
  });

  it('say a form’s zod message by its code, and a stored refusal by its code when it kept one', () => {
    expect(fieldErrorText(salesMessages.emptyCart, en)).toBe('Cart is empty. Add items to proceed.');
    expect(fieldErrorText(salesMessages.emptyCart, ar)).toBe(codeText('empty_cart', ar));
    expect(fieldErrorText(salesMessages.emptyCart, ar)).not.toBe(salesMessages.emptyCart);
    // A feature's helper, then FormField: the second pass keeps the first one's text.
    expect(fieldErrorText(fieldErrorText(salesMessages.emptyCart, ar), ar)).toBe(codeText('empty_cart', ar));
    const detail = { code: 'inventory_item_not_found', params: {} };
    expect(refusalText('Inventory item not found.', detail, ar)).toBe(codeText('inventory_item_not_found', ar));
    expect(refusalText('Inventory item not found.', null, ar)).toBe('Inventory item not found.');
  });
});
