import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isolateValue, isolateValues } from './isolate-values';
import { sentenceEnd } from './sentence-end';

/** An i18next set up as the app's (i18n/index.ts): the escape hook and the one-period post-processor. */
async function translator(lng: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(sentenceEnd).init({
    lng,
    resources: {
      en: { common: { returned: 'The units went back to {{name}}.', sold: 'Sold {{count}} of {{product}}' } },
      ar: { common: { returned: 'عادت الوحدات إلى {{name}}.', sold: 'بيع {{count}} من {{product}}' } },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: true, escape: isolateValues(() => i18n.language) },
    postProcess: ['sentenceEnd'],
  });
  return i18n;
}

describe('names inside a translated sentence are isolated for direction', () => {
  it('keeps a Latin name with its period whole inside an Arabic sentence, ending with one period', async () => {
    const i18n = await translator('ar');
    const sentence = i18n.t('returned', { name: 'MedSupply Co.' });
    // The name and its period sit in one isolate: shown as a unit, never ".MedSupply Co".
    expect(sentence).toBe('عادت الوحدات إلى \u2068MedSupply Co.\u2069');
    expect(sentence).not.toContain('.MedSupply');
  });

  it('isolates order ids and batch numbers in Arabic, but not counts or Arabic names', async () => {
    const i18n = await translator('ar');
    expect(i18n.t('sold', { count: 3, product: 'Ibuprofen 100mg/5ml' })).toBe(
      'بيع 3 من \u2068Ibuprofen 100mg/5ml\u2069',
    );
    expect(i18n.t('sold', { count: 2, product: 'بنادول' })).toBe('بيع 2 من بنادول');
    expect(isolateValue('RP-2026-0010', true)).toBe('\u2068RP-2026-0010\u2069');
    expect(isolateValue('2024-01', true)).toBe('\u20682024-01\u2069');
    expect(isolateValue('\u200f2,751 د.ع\u200f', true)).toBe('\u200f2,751 د.ع\u200f');
    expect(isolateValue('صيدلية Cairo', true)).toBe('\u2068صيدلية Cairo\u2069');
  });

  it('isolates an Arabic name inside an English sentence and leaves Latin names plain', async () => {
    const i18n = await translator('en');
    expect(i18n.t('returned', { name: 'صيدلية النور' })).toBe('The units went back to \u2068صيدلية النور\u2069.');
    expect(i18n.t('returned', { name: 'MedSupply Co.' })).toBe('The units went back to MedSupply Co.');
  });

  it('does not isolate a name twice, nor escape HTML (React renders text)', () => {
    expect(isolateValue('\u2068MedSupply Co.\u2069', true)).toBe('\u2068MedSupply Co.\u2069');
    expect(isolateValue('Tom & Jerry <Ltd>', false)).toBe('Tom & Jerry <Ltd>');
  });
});
