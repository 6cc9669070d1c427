/**
 * Runs the benchmarks in bench/ and prints each as a table: `npm run bench` runs them all in name
 * order, `npm run bench -- inventory csv` only those whose file name contains one of the words.
 *
 * A benchmark is a file `bench/<name>.bench.ts` whose default export is
 * `async function run(): Promise<BenchResult>`; helpers live in bench/support/.
 * Performance goals are read off these figures, never asserted in timed tests. `npm run typecheck`
 * type-checks them (`tsc -p bench`), so they follow the code they measure.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchResult {
  title: string;
  rows: Record<string, string | number>[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const suffix = '.bench.ts';

/** The rows as an aligned text table: the union of their keys as columns, numbers right-aligned. */
export function formatTable(rows: BenchResult['rows']): string {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => cell(row[c]).length)));
  const line = (values: (string | number | undefined)[]) =>
    values
      .map((v, i) => (typeof v === 'number' ? cell(v).padStart(widths[i]!) : cell(v).padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n');
}

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
  const files = readdirSync(here)
    .filter((file) => file.endsWith(suffix))
    .filter((file) => wanted.length === 0 || wanted.some((word) => file.includes(word)))
    .sort();
  if (files.length === 0) {
    console.error(`No benchmark matches ${wanted.join(', ') || '(any)'} in ${here}`);
    process.exitCode = 1;
    return;
  }
  for (const file of files) {
    const started = performance.now();
    const module = (await import(pathToFileURL(path.join(here, file)).href)) as { default: () => Promise<BenchResult> };
    const result = await module.default();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n${result.title}  (${file}, ${seconds} s)\n\n${formatTable(result.rows)}\n`);
  }
}

await main();
