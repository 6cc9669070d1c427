/**
 * Lighthouse 12.2.3 in Debian's Chromium against the built web app (issue 28, "Goals, measured by a
 * bench"): /auth signed out, /pos, /inventory and /marketplace signed in as the owner of a shop of
 * LIGHTHOUSE_PRODUCTS products, the mobile and desktop presets, LIGHTHOUSE_RUNS runs each (3):
 * the medians of the performance score, FCP, LCP, TBT and the bytes sent, and the layout shift of
 * a fresh visit from our own observer (support/layout-shift.ts). Goals on a quiet machine:
 * performance >= 0.9 mobile for /auth, >= 0.8 signed in; LCP < 2.5 s mobile; TBT /pos desktop
 * < 200 ms; CLS < 0.05. Needs `npm run build` first. LIGHTHOUSE_PAGES=/auth,/pos picks pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { users } from '../apps/server/src/db/schema/index.js';
import type { BenchResult } from './run.js';
import { BenchServer } from './support/bench-server.js';
import { browserBenchMissing, webDist } from './support/browser-scan-ready.js';
import { chromiumPath, launchChromium } from './support/chromium.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, stockTenant } from './support/inventory-tenant.js';
import { layoutShift } from './support/layout-shift.js';
import { loadAverage } from './support/machine.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRODUCTS = Number(process.env.LIGHTHOUSE_PRODUCTS ?? 300);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/auth,/pos,/inventory,/marketplace').split(',');
const presets = ['mobile', 'desktop'] as const;
/** LIGHTHOUSE_JSON=<folder>: each run's report kept there, and its main-thread audits printed. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
let reportCount = 0;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  kib: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function lighthouseRun(url: string, preset: (typeof presets)[number], cookie?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse: no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (JSON_DIR) keepReport(lhr, url, preset);
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      kib: audit('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** Writes the report and prints what held the main thread: long tasks, script boot-up, work by kind. */
function keepReport(lhr: { audits: Record<string, { details?: unknown }> }, url: string, preset: string) {
  if (!JSON_DIR) return;
  mkdirSync(JSON_DIR, { recursive: true });
  const file = `${JSON_DIR}/${new URL(url).pathname.replaceAll('/', '_')}-${preset}-${++reportCount}.json`;
  writeFileSync(file, JSON.stringify(lhr));
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] })?.items ?? []).slice(0, 12);
  console.log(`${url} ${preset} (${file})`);
  for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown'])
    console.log(id, JSON.stringify(items(id)));
}

export default async function run(): Promise<BenchResult> {
  const missing = browserBenchMissing();
  if (missing) throw new Error(`lighthouse: ${missing}`);
  const before = loadAverage();
  const server = await BenchServer.start(undefined, webDist);
  const owner = await createOwner(server.db, await benchPasswordHash());
  const browser = await launchChromium();
  const rows: BenchResult['rows'] = [];
  try {
    await stockTenant(server.db, owner.id, PRODUCTS);
    for (const path of PAGES) {
      const url = `${server.baseUrl}${path}`;
      for (const preset of presets) {
        // A fresh session per page and preset: Lighthouse's storage reset may drop the cookie.
        const cookie = path === '/auth' ? undefined : await server.signIn(owner.email, BENCH_PASSWORD);
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url, preset, cookie));
        const shifts: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const visit = await layoutShift(browser, url, preset, cookie);
          shifts.push(visit.cls);
          if (JSON_DIR) console.log(`${url} ${preset} largest paint at ${visit.lcp.ms} ms: ${visit.lcp.element}`);
        }
        rows.push({
          page: path,
          preset,
          score: median(runs.map((r) => r.score)).toFixed(2),
          'FCP ms': Math.round(median(runs.map((r) => r.fcp))),
          'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
          'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
          CLS: median(shifts).toFixed(3),
          KiB: Math.round(median(runs.map((r) => r.kib))),
        });
      }
    }
    return {
      title: `Lighthouse 12.2.3 (performance), ${RUNS} runs each, medians; load ${before} -> ${loadAverage()}`,
      rows,
    };
  } finally {
    await browser.close();
    await server.db.delete(users).where(eq(users.id, owner.id));
    await server.stop();
  }
}
