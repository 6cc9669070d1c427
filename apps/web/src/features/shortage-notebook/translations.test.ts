import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortageCategories, shortagePriorities } from '@assist/domain';
import { describe, expect, it } from 'vitest';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'shortage.json'), 'utf8')) as {
    categories: Record<string, string>;
    priorities: Record<string, string>;
  };

describe('shortage notebook texts', () => {
  it.each(['en', 'ar'])('names every category and priority in %s', (lng) => {
    const texts = read(lng);
    expect(Object.keys(texts.categories).sort()).toEqual([...shortageCategories].sort());
    expect(Object.keys(texts.priorities).sort()).toEqual([...shortagePriorities].sort());
  });

  it("uses the spec's English category names", () => {
    expect(Object.values(read('en').categories)).toEqual([
      'Medicine',
      'Medical Supplies',
      'Personal Care',
      'Health & Wellness',
      'Baby Care',
      'Beauty',
      'First Aid',
      'Vitamins & Supplements',
      'Other',
    ]);
  });
});
