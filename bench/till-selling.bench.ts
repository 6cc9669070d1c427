/**
 * The till while a cashier sells (issue 28: "no task over 50 ms while a cashier scans and sells"):
 * headless Chromium opens /pos of a tenant of PRODUCTS products, waits until the catalogue is built
 * and the offline copy saved (loading is the Lighthouse bench's part), then sells SALES sales of
 * SCANS_PER_SALE products each with the keyboard as a cashier does: the code typed into the scan
 * field + Enter, F9 to pay cash, Escape to close the receipt. It prints the main-thread tasks over
 * 50 ms during the selling (count, longest, blocking time = the sum of each one's part past 50 ms)
 * and the time from Enter to the line drawn, on the desktop's CPU and on a phone's (the CPU slowed
 * 4x, as Lighthouse's mobile preset does). Needs `npm run build` first (the web app).
 * `TILL_PROFILE=<path>` also writes the selling's CPU profile per CPU (<path>-1x.cpuprofile, -4x),
 * which Chromium's DevTools opens (the build writes source maps beside its chunks);
 * `TILL_TRACE=<path>` a performance trace (<path>-1x.json, -4x: style, layout and paint per task),
 * and prints its style recalculations of the whole till (more than 400 elements: a dialog's own are
 * under 100) with their time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { users } from '../apps/server/src/db/schema/index.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import type { BenchResult } from './run.js';
import { BenchServer } from './support/bench-server.js';
import { browserBenchMissing, webDist } from './support/browser-scan-ready.js';
import { launchChromium, signedInContext } from './support/chromium.js';
import { BENCH_PASSWORD, benchPasswordHash, createOwner, stockTenant } from './support/inventory-tenant.js';
import { ms, percentile } from './support/latency.js';
import { type LongTask, longTasksOf, observeLongTasks } from './support/long-tasks.js';
import { loadAverage } from './support/machine.js';

const PRODUCTS = Number(process.env.TILL_PRODUCTS ?? 2_000);
const SALES = 10;
const SCANS_PER_SALE = 5;
const CPUS: [string, number][] = [
  ['desktop', 1],
  ['phone (CPU / 4)', 4],
];

export default async function run(): Promise<BenchResult> {
  const missing = browserBenchMissing();
  if (missing) return { title: `Till selling: not measured (${missing})`, rows: [] };
  const server = await BenchServer.start(undefined, webDist);
  const owner = await createOwner(server.db, await benchPasswordHash());
  try {
    await stockTenant(server.db, owner.id, PRODUCTS);
    const cookie = await server.signIn(owner.email, BENCH_PASSWORD);
    const codes = await sellableBarcodes(server, owner.id, SALES * SCANS_PER_SALE * CPUS.length);
    const rows: BenchResult['rows'] = [];
    for (const [index, [label, slowdown]] of CPUS.entries()) {
      const share = codes.slice(index * SALES * SCANS_PER_SALE, (index + 1) * SALES * SCANS_PER_SALE);
      rows.push({ cpu: label, ...(await sellAtTill(server.baseUrl, cookie, share, slowdown)) });
    }
    return {
      title: `Till selling, ${PRODUCTS.toLocaleString('en')} products, ${SALES} sales of ${SCANS_PER_SALE} scans by keyboard; load average at the end ${loadAverage()}`,
      rows,
    };
  } finally {
    await server.db.delete(users).where(eq(users.id, owner.id));
    await server.stop();
  }
}

/** Barcodes of distinct products with 30 units or more (a box of any size here) months from expiry, so no scan is refused. */
async function sellableBarcodes(server: BenchServer, ownerId: number, count: number): Promise<string[]> {
  const result = await server.db.execute(sql`
    select p.barcode from products p
    where p.owner_id = ${ownerId} and exists (select 1 from inventory_lots l where l.product_id = p.id
      and l.archived_at is null and l.quantity_units >= 30 and l.expiry_date > current_date + 120)
    order by p.id limit ${count}`);
  const codes = rowsOf<{ barcode: string }>(result).map((row) => row.barcode);
  if (codes.length < count) throw new Error(`only ${codes.length} sellable products, ${count} wanted`);
  return codes;
}

async function sellAtTill(baseUrl: string, cookie: string, codes: string[], slowdown: number) {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, baseUrl, cookie);
    await observeLongTasks(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${baseUrl}/pos`);
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('pos:catalog-build').length > 0 &&
        performance.getEntriesByName('pos:offline-copy-saved').length > 0,
      undefined,
      { timeout: 180_000 },
    );
    await page.waitForTimeout(1_000);
    const from = await page.evaluate(() => performance.now());
    const profile = process.env.TILL_PROFILE;
    if (profile) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const trace = process.env.TILL_TRACE;
    if (trace)
      await browser.startTracing(page, { path: `${trace}-${slowdown}x.json`, categories: ['devtools.timeline'] });
    const scanTimes: number[] = [];
    for (let sale = 0; sale < SALES; sale++) {
      for (let line = 0; line < SCANS_PER_SALE; line++)
        scanTimes.push(await scan(page, codes[sale * SCANS_PER_SALE + line]!, line));
      await page.keyboard.press('F9');
      await page.getByTestId('receipt-dialog').waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.press('Escape');
      await page.getByTestId('pos-cart-empty').waitFor({ state: 'visible', timeout: 30_000 });
    }
    if (trace) await browser.stopTracing();
    const restyles = trace ? wholeTillRestyles(`${trace}-${slowdown}x.json`) : {};
    if (profile) {
      const { profile: taken } = await cdp.send('Profiler.stop');
      writeFileSync(`${profile}-${slowdown}x.cpuprofile`, JSON.stringify(taken));
    }
    const tasks = (await longTasksOf(page)).filter((task) => task.start >= from);
    return {
      ...taskFigures(tasks),
      'scan to line p50': ms(percentile(scanTimes, 50)),
      'scan to line p95': ms(percentile(scanTimes, 95)),
      ...restyles,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Types the code into the scan field (focused, as the till keeps it) + Enter: ms until the line is
 * drawn, or the expiry picker a product of several lots opens (then Add Box on the recommended lot,
 * by keyboard, untimed).
 */
async function scan(page: Page, code: string, line: number): Promise<number> {
  await page.getByTestId('pos-search').focus();
  await page.keyboard.type(code);
  const started = performance.now();
  await page.keyboard.press('Enter');
  const added = page.getByTestId(`cart-line-${line}`);
  const picker = page.getByTestId('expiry-picker');
  await shotOnFailure(page, added.or(picker).first().waitFor({ state: 'visible', timeout: 30_000 }));
  const took = performance.now() - started;
  if (await picker.isVisible()) await page.getByTestId('expiry-add-box').press('Enter');
  await shotOnFailure(page, added.waitFor({ state: 'visible', timeout: 30_000 }));
  return took;
}

/** A screenshot of the till when a step fails, to see what stopped it. */
function shotOnFailure(page: Page, step: Promise<void>): Promise<void> {
  return step.catch(async (error) => {
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/till-selling-bench.png` });
    throw error;
  });
}

function taskFigures(tasks: LongTask[]) {
  const durations = tasks.map((task) => task.end - task.start);
  return {
    'tasks > 50 ms': durations.length,
    'longest ms': ms(Math.max(0, ...durations)),
    'blocking ms': ms(durations.reduce((sum, duration) => sum + duration - 50, 0)),
  };
}

/** The trace's style recalculations of more than 400 elements (the till has ~1,300): count and ms. */
function wholeTillRestyles(file: string) {
  const events: { name: string; dur?: number; args?: { elementCount?: number } }[] = JSON.parse(
    readFileSync(file, 'utf8'),
  ).traceEvents;
  const whole = events.filter((event) => event.name === 'UpdateLayoutTree' && (event.args?.elementCount ?? 0) > 400);
  return {
    'restyles > 400 elements': whole.length,
    'their ms': ms(whole.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000),
  };
}
