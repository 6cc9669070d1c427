/**
 * GS1 reading on the main thread (issue 30): 1,000 scans of the shapes a till meets (DataMatrix
 * with prefix and GS, human-readable, Digital Link, plain EAN-13) through `readGs1`, the parser
 * every scanning screen calls. Goal: under 50 ms for the 1,000 in total.
 */
import { readGs1 } from '../packages/domain/src/gs1/index.js';
import type { BenchResult } from './run.js';

const SCANS = 1_000;
const ROUNDS = 20;
const gtin = '09506000134352';
const shapes = [
  (i: number) => `]d201${gtin}17261231\u001d10B${i}\u001d21S${i}`,
  (i: number) => `(01)${gtin}(17)270600(10)LOT${i}`,
  (i: number) => `https://id.gs1.org/01/${gtin}/10/B${i}?17=261231`,
  () => '5012345678900',
];

export default async function run(): Promise<BenchResult> {
  const scans = Array.from({ length: SCANS }, (_, i) => shapes[i % shapes.length]!(i));
  const today = new Date();
  const totals: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (const scan of scans) if (readGs1(scan, today).kind === 'invalid') throw new Error(`unreadable: ${scan}`);
    totals.push(performance.now() - started);
  }
  totals.sort((a, b) => a - b);
  const fmt = (n: number) => Number(n.toFixed(2));
  return {
    title: `GS1 reading: ${SCANS} scans per round, ${ROUNDS} rounds (goal: < 50 ms per 1,000)`,
    rows: [
      { 'worst round ms': fmt(totals.at(-1)!), 'median ms': fmt(totals[ROUNDS >> 1]!), 'best ms': fmt(totals[0]!) },
    ],
  };
}
