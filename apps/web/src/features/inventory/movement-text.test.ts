import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import arTexts from '../../i18n/locales/ar/stock-movements.json';
import enTexts from '../../i18n/locales/en/stock-movements.json';
import { movementReference, signedUnits } from './movement-text';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { 'stock-movements': enTexts }, ar: { 'stock-movements': arTexts } },
  interpolation: { escapeValue: false },
});

describe('movement references', () => {
  it("reads a till's count in the reader's language and keeps other references as written", () => {
    const count = 'offline count: counted 18, till had 20';
    expect(movementReference(count, i18n.getFixedT('en'))).toBe('Stock count on a till: counted 18, the till had 20');
    expect(movementReference(count, i18n.getFixedT('ar'))).toBe('جرد مخزون على صندوق: جُرد 18، وكان على الصندوق 20');
    expect(movementReference('SALE-20261126-0001', i18n.getFixedT('ar'))).toBe('SALE-20261126-0001');
    expect(movementReference(null, i18n.getFixedT('en'))).toBe('');
    expect([signedUnits(-2), signedUnits(5)]).toEqual(['-2', '+5']);
  });
});
