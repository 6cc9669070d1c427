import type { PosPreloadResponse, PosProduct } from '@assist/domain';
import { yieldToMain } from './yield-to-main';

/** Products per slice: about 300 KB of text, a few ms to parse on a quiet machine. */
const sliceSize = 500;
const listKey = '"inventory":[';
/** The performance entry of a sliced parse, from its start to its last slice (bench/offline-copy). */
export const preloadParseMeasure = 'pos:preload-parse';

/**
 * The preload's answer parsed in slices of products, yielding to the page between them, instead of
 * one JSON.parse of several MB that held the till's thread 100-500 ms (issue 18, "The till's own
 * speed"). It finds the `inventory` list, walks it to cut it between products (skipping strings,
 * counting brackets: no reliance on key order), and parses each slice alone. Anything unexpected
 * (no such list, a slice that does not parse to products) falls back to the whole JSON.parse, so
 * the answer is never read wrong, only sometimes in one piece.
 * Example: `{"loadTime":3,"inventory":[{..},{..},...],"cursor":"9"}` -> slices of 500 products.
 */
export async function parsePreload(text: string): Promise<PosPreloadResponse> {
  const started = performance.now();
  const start = text.indexOf(listKey);
  if (start < 0) return JSON.parse(text) as PosPreloadResponse;
  const listStart = start + listKey.length;
  const cuts = await productCuts(text, listStart);
  if (!cuts) return JSON.parse(text) as PosPreloadResponse;
  const listEnd = cuts[cuts.length - 1] as number;
  let rest: unknown;
  try {
    rest = JSON.parse(text.slice(0, listStart) + text.slice(listEnd));
  } catch {
    return JSON.parse(text) as PosPreloadResponse;
  }
  if (!isEmptyList(rest)) return JSON.parse(text) as PosPreloadResponse;
  const inventory: PosProduct[] = [];
  let from = listStart;
  for (const to of cuts) {
    if (to > from) {
      const slice = parseSlice(text.slice(from, to));
      if (!slice) return JSON.parse(text) as PosPreloadResponse;
      for (const product of slice) inventory.push(product);
      await yieldToMain();
    }
    from = to + 1;
  }
  performance.measure(preloadParseMeasure, { start: started, detail: inventory.length });
  return { ...(rest as PosPreloadResponse), inventory };
}

function isEmptyList(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('inventory' in value)) return false;
  return Array.isArray(value.inventory) && value.inventory.length === 0;
}

function parseSlice(json: string): PosProduct[] | null {
  try {
    const slice: unknown = JSON.parse(`[${json}]`);
    if (!Array.isArray(slice)) return null;
    const products = slice as unknown[];
    return products.every((item) => typeof item === 'object' && item !== null && 'id' in item)
      ? (products as PosProduct[])
      : null;
  } catch {
    return null;
  }
}

/**
 * Where to cut the list that starts at `from`: the index of the comma after every `sliceSize`-th
 * product, then of the list's closing bracket (last). Null when the text ends first.
 */
async function productCuts(text: string, from: number): Promise<number[] | null> {
  const cuts: number[] = [];
  let depth = 0;
  let products = 0;
  let steps = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i = stringEnd(text, i);
      if (i < 0) return null;
    } else if (c === 123 || c === 91) depth++;
    else if (c === 93 && depth === 0) {
      cuts.push(i);
      return cuts;
    } else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0 && c === 125 && ++products % sliceSize === 0 && text.charCodeAt(i + 1) === 44) cuts.push(i + 1);
    }
    if (++steps % 100_000 === 0) await yieldToMain();
  }
  return null;
}

/** The index of the quote closing the string that opens at `open` (-1 when none). */
function stringEnd(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}
