import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, launchChromium, signedInContext } from './chromium.js';
import { observeLongTasks } from './long-tasks.js';

/** The built web app the bench server serves (npm run build -w apps/web). */
export const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** Why the browser figure cannot be taken here, or null when it can. */
export function browserBenchMissing(): string | null {
  if (!existsSync(path.join(webDist, 'index.html'))) return 'web app not built (npm run build -w apps/web)';
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath}`;
  return null;
}

export interface ScanReadyTimes {
  /** From the preload answer's last byte to the till's barcode lookup built (ms). */
  scanReady: number;
  /** Of which building the lookup (buildCatalog); the rest is parsing and React. */
  build: number;
  /** From the answer to the offline copy written (the catalogue writer's mark), null when none was written. */
  saved: number | null;
  /** The longest main-thread task (PerformanceObserver 'longtask', over 50 ms) from the answer to the copy saved (else to scan-ready); 0 when none. */
  longestTask: number;
}

/**
 * Opens /pos in headless Chromium (as the e2e config launches it) signed in with `cookie`, `loads`
 * times, each in a fresh page, and reads the page's own clock: the preload's resource timing
 * (responseEnd), the catalogue build measure (features/pos/catalog.ts), the mark the catalogue
 * writer sets once the offline copy is in (offline/catalog-writes.ts) and the page's long tasks.
 * `withoutIndexedDb`: no IndexedDB and no Worker, so no copy is written (what the till costs alone).
 */
export async function measureScanReady(
  baseUrl: string,
  cookie: string,
  loads: number,
  options: { withoutIndexedDb?: boolean } = {},
): Promise<ScanReadyTimes[]> {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, baseUrl, cookie);
    // No IndexedDB (and no worker to write from): no offline copy, which shows what saving it costs the till.
    if (options.withoutIndexedDb)
      await context.addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { value: undefined });
        Object.defineProperty(window, 'Worker', { value: undefined });
      });
    // Main-thread tasks over 50 ms, from the page's first script on.
    await observeLongTasks(context);
    const times: ScanReadyTimes[] = [];
    for (let i = 0; i < loads; i++) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/pos`);
      await page
        .waitForFunction(
          (copy) =>
            performance.getEntriesByName('pos:catalog-build').length > 0 &&
            (!copy || performance.getEntriesByName('pos:offline-copy-saved').length > 0),
          !options.withoutIndexedDb,
          { timeout: 120_000 },
        )
        .catch(async (error) => {
          await page.screenshot({ path: path.join(process.env.TMPDIR ?? '/tmp', 'pos-preload-bench.png') });
          throw error;
        });
      times.push(
        await page.evaluate(() => {
          const build = performance.getEntriesByName('pos:catalog-build')[0] as PerformanceMeasure;
          const builtAt = build.startTime + build.duration;
          const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.includes('/api/pos/preload-all') && entry.responseEnd <= builtAt)
            .map((entry) => entry.responseEnd);
          if (answers.length === 0) throw new Error('no preload answer before the catalogue was built');
          const answeredAt = Math.max(...answers);
          const savedAt = performance
            .getEntriesByName('pos:offline-copy-saved')
            .map((mark) => mark.startTime)
            .find((at) => at >= answeredAt);
          const until = savedAt ?? builtAt;
          const tasks = (window as unknown as { benchLongTasks: { start: number; end: number }[] }).benchLongTasks;
          const longest = tasks
            .filter((task) => task.end > answeredAt && task.start < until)
            .map((task) => task.end - task.start);
          return {
            scanReady: builtAt - answeredAt,
            build: build.duration,
            saved: savedAt === undefined ? null : savedAt - answeredAt,
            longestTask: Math.max(0, ...longest),
          };
        }),
      );
      await page.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
