import { launchChromium, signedInContext } from './chromium.js';

/** One visit of /pos in a fresh browser profile (no local copy yet), times from navigation start. */
export interface OfflineCopyTimes {
  /** The till usable: the products count shown (ms). */
  usable: number;
  /** The preload's answer in (its resource timing's responseEnd, ms). */
  answered: number;
  /** The offline copy saved: the badge's data-offline-copy="saved" (ms). */
  saved: number;
  /** The longest main-thread task (PerformanceObserver 'longtask') from navigation to the copy saved (ms); 0 when none. */
  longestTask: number;
  /** Total blocking time over the same span: the sum of each long task's part past 50 ms. */
  blocking: number;
  /** Long tasks in that span. */
  longTasks: number;
  /** The longest task that began after the preload's answer (the till taking it: parse, catalogue, render); 0 when none. */
  longestAfterAnswer: number;
}

/**
 * Opens /pos `visits` times, each in a new browser context (so IndexedDB starts empty and the whole
 * catalogue is written), signed in with `cookie`, launched as e2e/playwright.config.ts launches
 * Chromium. The page records its own clock: an init script watches the DOM for the products count
 * and the "Ready for offline" badge, and collects the long tasks, so nothing is polled from outside.
 */
export async function measureOfflineCopy(baseUrl: string, cookie: string, visits: number): Promise<OfflineCopyTimes[]> {
  const browser = await launchChromium();
  const times: OfflineCopyTimes[] = [];
  try {
    for (let i = 0; i < visits; i++) {
      const context = await signedInContext(browser, baseUrl, cookie);
      await context.addInitScript(recordInPage);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/pos`);
      await page
        .waitForFunction(() => (window as unknown as BenchWindow).benchOfflineCopy.saved !== null, null, {
          timeout: 180_000,
          polling: 500,
        })
        .catch(async (error) => {
          const shot = `${process.env.TMPDIR ?? '/tmp'}/offline-copy-bench.png`;
          await page.screenshot({ path: shot });
          const state = await page.evaluate(() => (window as unknown as BenchWindow).benchOfflineCopy);
          console.error(
            `offline-copy: not saved at ${page.url()} (screenshot ${shot})`,
            JSON.stringify(state).slice(0, 500),
          );
          throw error;
        });
      if (process.env.OFFLINE_COPY_TASKS)
        console.error(
          await page.evaluate(() => {
            const { tasks, usable, saved } = (window as unknown as BenchWindow).benchOfflineCopy;
            const marks = performance
              .getEntries()
              .filter(
                (entry) => ['mark', 'measure'].includes(entry.entryType) || entry.name.includes('/api/pos/preload'),
              )
              .map((entry) => `${entry.name.slice(-40)} ${Math.round(entry.startTime)}+${Math.round(entry.duration)}`);
            const long = tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`);
            return `usable ${usable} saved ${saved}\n  long tasks: ${long.join(', ')}\n  marks: ${marks.join(', ')}`;
          }),
        );
      times.push(
        await page.evaluate(() => {
          const record = (window as unknown as BenchWindow).benchOfflineCopy;
          const until = record.saved ?? 0;
          const durations = record.tasks.filter((task) => task.start < until).map((task) => task.duration);
          const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.includes('/api/pos/preload-all'))
            .map((entry) => entry.responseEnd);
          const answered = answers.length > 0 ? Math.min(...answers) : Number.NaN;
          const afterAnswer = record.tasks
            .filter((task) => task.start < until && task.start + task.duration > answered)
            .map((task) => task.duration);
          return {
            usable: record.usable ?? Number.NaN,
            answered,
            longestAfterAnswer: Math.max(0, ...afterAnswer),
            saved: until,
            longestTask: Math.max(0, ...durations),
            blocking: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
            longTasks: durations.length,
          };
        }),
      );
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

interface BenchWindow {
  benchOfflineCopy: {
    usable: number | null;
    saved: number | null;
    tasks: { start: number; duration: number }[];
  };
}

/**
 * Runs in the page before its own scripts (addInitScript): serialised, so self-contained, and with
 * no named function inside (tsx would wrap it in a helper the page does not have).
 */
function recordInPage() {
  const record: BenchWindow['benchOfflineCopy'] = { usable: null, saved: null, tasks: [] };
  (window as unknown as BenchWindow).benchOfflineCopy = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The document node itself (its element may not exist yet when this runs).
  new MutationObserver(() => {
    if (record.usable === null && document.querySelector('[data-testid="pos-products-count"]'))
      record.usable = performance.now();
    if (record.saved === null && document.querySelector('[data-offline-copy="saved"]'))
      record.saved = performance.now();
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-offline-copy', 'data-testid'],
  });
}
