import type { BrowserContext, Page } from 'playwright-core';

export interface LongTask {
  start: number;
  end: number;
}

/** Records every main-thread task over 50 ms (PerformanceObserver 'longtask') of the context's pages, from their first script on. */
export async function observeLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: { start: number; end: number }[] = [];
    (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The page's long tasks so far (observeLongTasks must have been set on its context). */
export function longTasksOf(page: Page): Promise<LongTask[]> {
  return page.evaluate(
    () => (window as unknown as { benchLongTasks: { start: number; end: number }[] }).benchLongTasks,
  );
}
