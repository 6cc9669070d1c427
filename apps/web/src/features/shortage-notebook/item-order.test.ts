import type { ShortageItem } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { marketplaceSearchPath, orderShortageItems } from './item-order';

const item = (id: number, priority: ShortageItem['priority'], isCompleted = false): ShortageItem => ({
  id,
  productName: `P${id}`,
  category: 'other',
  priority,
  notes: null,
  date: '2026-11-26',
  isCompleted,
  completedAt: isCompleted ? '2026-11-26T10:00:00.000Z' : null,
});

describe('the day list order', () => {
  it('puts open items first, most urgent first, then the order noted; completed ones last', () => {
    const ordered = orderShortageItems([
      item(1, 'low'),
      item(2, 'urgent', true),
      item(3, 'high'),
      item(4, 'medium'),
      item(5, 'high'),
      item(6, 'low', true),
    ]);
    expect(ordered.map((i) => i.id)).toEqual([3, 5, 4, 1, 2, 6]);
  });

  it('links a product to the marketplace search, its name encoded', () => {
    expect(marketplaceSearchPath('Amoxicillin 500mg')).toBe('/marketplace?search=Amoxicillin%20500mg');
    expect(marketplaceSearchPath('أموكسيسيلين & co')).toBe(
      '/marketplace?search=%D8%A3%D9%85%D9%88%D9%83%D8%B3%D9%8A%D8%B3%D9%8A%D9%84%D9%8A%D9%86%20%26%20co',
    );
  });
});
