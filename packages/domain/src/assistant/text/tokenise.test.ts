import { describe, expect, it } from 'vitest';
import { tokenise } from './tokenise.js';

describe('tokenise', () => {
  it.each([
    ['How do I receive stock?', ['receiv', 'stock']],
    ['received receives receiving', ['receiv', 'receiv', 'receiv']],
    ['Transferring boxes to suppliers', ['transfer', 'box', 'supplier']],
    ['Returns, returned, returning', ['return', 'return', 'return']],
    ['batteries', ['battery']],
    ['كيف أستلم البضاعة؟', ['استلم', 'بضاع']],
    ['بالمرتجعات والموردين', ['مرتجع', 'مورد']],
    ['العُلبة علب', ['علب', 'علب']],
    ['إرجاع للمورد', ['ارجاع', 'مورد']],
    ['المخزون ١٢', ['مخز', '12']],
  ])('%s -> %o', (text, terms) => {
    expect(tokenise(text)).toEqual(terms);
  });
});
