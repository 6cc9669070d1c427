import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expenseCategories } from '@assist/domain';
import { describe, expect, it } from 'vitest';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'expenses.json'), 'utf8')) as {
    categories: Record<string, string>;
    addFirst: string;
    list: Record<string, string>;
    summary: Record<string, string>;
    toast: Record<string, string>;
  };

describe('expenses texts', () => {
  it('uses the spec’s category labels and texts in English', () => {
    const en = read('en');
    expect(en.categories).toEqual(Object.fromEntries(expenseCategories.map((c) => [c.value, c.label])));
    expect(en.addFirst).toBe('Add Your First Expense');
    expect(en.list.loadFailed).toBe('Failed to fetch expenses');
    expect(en.summary.failed).toBe('Failed to fetch expense summary');
    expect(en.toast.error).toBe('Error');
    expect(en.list.receiptAttached).toBe('Receipt attached');
  });

  it('translates every category into Arabic', () => {
    const ar = read('ar');
    expect(Object.keys(ar.categories).sort()).toEqual(expenseCategories.map((c) => c.value).sort());
  });
});
