import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, 'locales');
const read = (lng: string, file: string) => JSON.parse(readFileSync(join(root, lng, file), 'utf8')) as object;

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' && !Array.isArray(child) ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Plural forms differ by language (en: _one/_other, ar: six): compare the keys without them. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (value: object) => [...new Set(keys(value).map((key) => key.replace(pluralSuffix, '')))].sort();

describe('translations', () => {
  const files = readdirSync(join(root, 'en'));

  it('has the same namespaces and keys in English and Arabic', () => {
    expect(readdirSync(join(root, 'ar')).sort()).toEqual([...files].sort());
    for (const file of files) expect(baseKeys(read('ar', file)), file).toEqual(baseKeys(read('en', file)));
  });
});
