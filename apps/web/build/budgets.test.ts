import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIntoTempFolder } from './test-build';
// @ts-expect-error: a plain .mjs build script (no types), run by node after vite build.
import { measurePages, pageBudgets } from './budgets.mjs';

type Page = { page: string; files: number; gzipKib: number; brotliKib: number; budgetKib: number; goalKib: number };
type Measure = (dist: string, budgets?: typeof pageBudgets) => { pages: Page[]; over: Page[] };

let outDir = '';
let remove = () => {};
beforeAll(async () => {
  ({ outDir, remove } = await buildIntoTempFolder('assist-budget-'));
}, 240_000);
afterAll(() => remove());

describe('JavaScript budgets of a first visit', () => {
  it('keeps the sign-in page and the till within their budgets, compressed', () => {
    const { pages, over } = (measurePages as Measure)(outDir);
    expect(pages.map((p) => p.page)).toEqual(['signIn', 'till']);
    expect(over.map((p) => `${p.page}: ${p.brotliKib.toFixed(1)} KiB > ${p.budgetKib} KiB`)).toEqual([]);
  }, 120_000);

  it('fails a page that passes its budget', () => {
    const tight = { signIn: { ...pageBudgets.signIn, kib: 20 } };
    const { over } = (measurePages as Measure)(outDir, tight);
    expect(over.map((p) => p.page)).toEqual(['signIn']);
  }, 120_000);

  // build/chunk-groups.ts: the shell and the signed-in pages' icons are a chunk each (87 files
  // before, one per icon and tiny module), and neither is part of the sign-in page's first visit;
  // walked through @assist/domain's barrel by name, small shared modules and the sign-in page's
  // modules the others use too join them (52 files -> 26, docs/decisions/2026-11-29-fewer-chunks.md).
  it('loads the till in few files, and the sign-in page without the signed-in chunks', () => {
    const { pages } = (measurePages as Measure)(outDir);
    const till = pages.find((p) => p.page === 'till');
    expect(till?.files).toBeLessThanOrEqual(26);
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string; imports?: string[] }
    >;
    const signInFiles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || signInFiles.has(chunk.file)) return;
      signInFiles.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const root of pageBudgets.signIn.roots as string[]) visit(root);
    const groups = Object.values(manifest).filter((c) => c.name === 'signed-in' || c.name === 'icons');
    expect(groups.map((c) => c.name).sort()).toEqual(['icons', 'signed-in']);
    expect(groups.filter((c) => signInFiles.has(c.file))).toEqual([]);
  }, 120_000);
});
