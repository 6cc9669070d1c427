import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { categoryValues, inventorySorts } from '@assist/domain';
import { describe, expect, it } from 'vitest';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'inventory.json'), 'utf8')) as {
    categories: Record<string, string>;
    list: { sort: Record<string, string> };
  };

describe('inventory texts', () => {
  it.each(['en', 'ar'])('names every category and sort in %s', (lng) => {
    const texts = read(lng);
    expect(Object.keys(texts.categories).sort()).toEqual([...categoryValues].sort());
    expect(Object.keys(texts.list.sort).sort()).toEqual([...inventorySorts].sort());
  });
});
