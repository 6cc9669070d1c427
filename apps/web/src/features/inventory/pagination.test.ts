import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination';

const E = 'ellipsis-start';
const F = 'ellipsis-end';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, F, 20]],
    [4, 20, [1, 2, 3, 4, 5, F, 20]],
    [5, 20, [1, E, 4, 5, 6, F, 20]],
    [10, 20, [1, E, 9, 10, 11, F, 20]],
    [16, 20, [1, E, 15, 16, 17, F, 20]],
    [17, 20, [1, E, 16, 17, 18, 19, 20]],
    [20, 20, [1, E, 16, 17, 18, 19, 20]],
    [4, 8, [1, 2, 3, 4, 5, F, 8]],
    [5, 8, [1, E, 4, 5, 6, 7, 8]],
    [99, 10, [1, E, 6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5, F, 10]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });

  it('never hides a single page behind an ellipsis and always shows the current page', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        expect(items).toContain(current);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('widens with more siblings and narrows with none (phones)', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, E, 8, 9, 10, 11, 12, F, 20]);
    expect(pageItems(5, 10, 0)).toEqual([1, E, 5, F, 10]);
    expect(pageItems(1, 10, 0)).toEqual([1, 2, 3, F, 10]);
    expect(pageItems(10, 10, 0)).toEqual([1, E, 8, 9, 10]);
    expect(pageItems(2, 5, 0)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [469, 50, 10],
  ])('%i rows of %i -> %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
