import { describe, expect, it } from 'vitest';
import { codeOfMessage } from '../common/error-lookup.js';
import { ShortageItemCreateRequest, ShortageItemUpdateRequest, ShortageListQuery } from './contracts.js';
import { shortageHistoryDates, shortageHistoryOf } from './history.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the shortage contracts', () => {
  it('takes a product name and fills category other, priority medium, no notes and no date', () => {
    expect(ShortageItemCreateRequest.parse({ productName: '  Amoxicillin 500mg ', notes: '  ', date: '' })).toEqual({
      productName: 'Amoxicillin 500mg',
      category: 'other',
      priority: 'medium',
      notes: null,
      date: undefined,
    });
  });

  it.each([[{}], [{ productName: '' }], [{ productName: '   ' }], [{ productName: 4 }]])(
    'refuses %j with "Product name is required"',
    (body) => {
      const result = ShortageItemCreateRequest.safeParse(body);
      expect(messagesOf(result)).toEqual(['Product name is required']);
      expect(codeOfMessage('Product name is required')).toBe('product_name_required');
    },
  );

  it('refuses a category or priority outside the lists, and a date that is not a calendar day', () => {
    const result = ShortageItemCreateRequest.safeParse({
      productName: 'Gauze',
      category: 'snacks',
      priority: 'critical',
      date: '2026-02-30',
    });
    expect(messagesOf(result).map(codeOfMessage)).toEqual([
      'shortage_category_invalid',
      'shortage_priority_invalid',
      'invalid_date',
    ]);
    expect(ShortageListQuery.safeParse({ date: '1999-12-31' }).success).toBe(false);
    expect(ShortageListQuery.parse({ date: '2026-11-26' })).toEqual({ date: '2026-11-26' });
  });

  it('updates a completion flag or fields, and refuses an empty change', () => {
    expect(ShortageItemUpdateRequest.parse({ isCompleted: true, completedAt: 'whenever' })).toEqual({
      isCompleted: true,
    });
    expect(messagesOf(ShortageItemUpdateRequest.safeParse({})).map(codeOfMessage)).toEqual(['nothing_to_update']);
    expect(messagesOf(ShortageItemUpdateRequest.safeParse({ isCompleted: 'yes' })).map(codeOfMessage)).toEqual([
      'shortage_completed_flag',
    ]);
  });
});

describe('the previous-days history', () => {
  it('lists the 7 days ending today, today first, across a month end', () => {
    expect(shortageHistoryDates('2026-03-03')).toEqual([
      '2026-03-03',
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
    ]);
  });

  it('fills the days without items with 0 of 0 and ignores counts outside the week', () => {
    const history = shortageHistoryOf('2026-11-26', [
      { date: '2026-11-26', completed: 1, total: 3 },
      { date: '2026-11-20', completed: 2, total: 2 },
      { date: '2026-11-19', completed: 5, total: 5 },
    ]);
    expect(history).toHaveLength(7);
    expect(history[0]).toEqual({ date: '2026-11-26', completed: 1, total: 3 });
    expect(history[1]).toEqual({ date: '2026-11-25', completed: 0, total: 0 });
    expect(history[6]).toEqual({ date: '2026-11-20', completed: 2, total: 2 });
  });
});
