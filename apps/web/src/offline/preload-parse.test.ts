import type { PosPreloadResponse } from '@assist/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePreload } from './preload-parse';
import { posProduct } from './test-products';

/** Names that would fool a cut made by looking for braces or keys in the text. */
const hostile = ['Zinc "50" {mg}', 'A\\', 'B\\"}, {"inventory":[', '],"cursor":"x"}', 'دواء ]'];

function answer(count: number, withCursor = true): PosPreloadResponse {
  const inventory = Array.from({ length: count }, (_, i) =>
    posProduct({ id: i + 1, name: hostile[i % hostile.length] ?? 'x', barcode: `${i}` }, [{}, { date: '2031-01-01' }]),
  );
  return { loadTime: 12, inventory, ...(withCursor && { cursor: '2026-11-26T10:00:00.000Z|99' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('the preload parsed in slices', () => {
  it('parses 1,234 products as three slices and the rest, never the whole text at once', async () => {
    const text = JSON.stringify(answer(1_234));
    const parse = vi.spyOn(JSON, 'parse');
    await parsePreload(text);
    // The runtime parses an empty object of its own once under Node 24 (not the answer's text).
    const parsed = parse.mock.calls.filter(([json]) => json !== '{}').map(([json]) => json.length);
    expect(parsed).toHaveLength(4);
    expect(Math.max(...parsed)).toBeLessThan(text.length / 2);
  });

  it('reads the same answer as one JSON.parse, with hostile names, across many slices', async () => {
    for (const data of [answer(1_234), answer(500), answer(1, false), answer(0)]) {
      const text = JSON.stringify(data);
      expect(await parsePreload(text)).toEqual(JSON.parse(text));
    }
  });

  it('falls back to the whole parse for what it does not expect, and fails as JSON.parse does', async () => {
    const spaced = JSON.stringify(answer(3), null, 2);
    expect(await parsePreload(spaced)).toEqual(JSON.parse(spaced));
    expect(await parsePreload('{"loadTime":1}')).toEqual({ loadTime: 1 });
    expect(await parsePreload('{"inventory":[1,2,3]}')).toEqual({ inventory: [1, 2, 3] });
    await expect(parsePreload('{"inventory":[{"id":1},')).rejects.toThrow(SyntaxError);
  });
});
