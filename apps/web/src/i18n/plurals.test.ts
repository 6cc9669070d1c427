import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, 'locales');
const arabicForms = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralKey = /^(.*)_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const read = (lng: string, file: string) => JSON.parse(readFileSync(join(root, lng, file), 'utf8')) as Tree;

function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  );
}

/** Every base key with plural forms in a file: "list.units" for "list.units_one", "list.units_other". */
function pluralBases(texts: Record<string, string>): string[] {
  const keys = Object.keys(texts);
  return [
    ...new Set(
      keys.flatMap((key) =>
        pluralKey.test(key) && `${key.replace(pluralKey, '$1')}_other` in texts ? [key.replace(pluralKey, '$1')] : [],
      ),
    ),
  ];
}

const files = readdirSync(join(root, 'ar')).filter((file) => file.endsWith('.json'));
const namespaces = files.map((file) => file.replace('.json', ''));
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'ar',
  fallbackLng: false,
  ns: namespaces,
  resources: {
    ar: Object.fromEntries(files.map((file) => [file.replace('.json', ''), read('ar', file)])),
    en: Object.fromEntries(files.map((file) => [file.replace('.json', ''), read('en', file)])),
  },
  interpolation: { escapeValue: false },
});

// Arabic's plural categories (CLDR): 1 one, 2 two, 3-10 few, 11-99 many, 100-102 other.
const arabicCases = [
  [1, 'one'],
  [2, 'two'],
  [3, 'few'],
  [11, 'many'],
  [100, 'other'],
] as const;

describe('Arabic plurals', () => {
  const cases = files.flatMap((file) => {
    const texts = flat(read('ar', file));
    return pluralBases(texts).map((base) => [file.replace('.json', ''), base, texts] as const);
  });

  it('has counted texts to check', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s:%s has all six Arabic forms and two English ones', (ns, base, texts) => {
    for (const form of arabicForms) expect(texts[`${base}_${form}`], `${base}_${form}`).toBeTruthy();
    const en = flat(read('en', `${ns}.json`));
    expect(en[`${base}_one`]).toBeTruthy();
    expect(en[`${base}_other`]).toBeTruthy();
  });

  it.each(cases)('%s:%s picks the right form for 1, 2, 3, 11, 100', (ns, base, texts) => {
    for (const [n, form] of arabicCases) {
      const expected = (texts[`${base}_${form}`] ?? '').replaceAll('{{n}}', String(n));
      const text = i18n.t(`${ns}:${base}`, { lng: 'ar', count: n, n: String(n) });
      expect(text.replace(/\{\{\w+\}\}/g, ''), `${base} with ${n}`).toBe(expected.replace(/\{\{\w+\}\}/g, ''));
    }
  });

  it('says "10 وحدات" and "11 وحدة", "1 box" and "2 boxes"', () => {
    const units = (n: number, lng: string) => i18n.t('inventory:list.units', { lng, count: n, n: String(n) });
    expect(units(10, 'ar')).toBe('10 وحدات');
    expect(units(11, 'ar')).toBe('11 وحدة');
    expect(units(2, 'ar')).toBe('وحدتان');
    expect(i18n.t('inventory:list.boxes', { lng: 'en', count: 1, n: '1' })).toBe('1 box');
    expect(i18n.t('inventory:list.boxes', { lng: 'en', count: 2, n: '2' })).toBe('2 boxes');
  });
});
