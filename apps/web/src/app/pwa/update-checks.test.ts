import { describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, updateCheckIntervalMs } from './update-checks';

function setup(options: { online?: boolean; installing?: boolean; fails?: boolean } = {}) {
  let tick: (() => void) | null = null;
  let every = 0;
  const update = vi.fn(async () => {
    if (options.fails) throw new TypeError('Failed to fetch');
  });
  const registration = { update, installing: options.installing ? ({} as ServiceWorker) : null };
  scheduleUpdateChecks(registration as unknown as ServiceWorkerRegistration, {
    online: () => options.online ?? true,
    setInterval: (run, ms) => {
      tick = run;
      every = ms;
    },
  });
  return { update, every, tick: () => tick?.() };
}

describe('service worker update checks', () => {
  it('asks the browser for a new /sw.js every 5 minutes', () => {
    const check = setup();
    expect(check.every).toBe(updateCheckIntervalMs);
    expect(updateCheckIntervalMs).toBe(300_000);
    check.tick();
    check.tick();
    expect(check.update).toHaveBeenCalledTimes(2);
  });

  it('skips the check while offline or while a new version is already installing', () => {
    const offline = setup({ online: false });
    offline.tick();
    expect(offline.update).not.toHaveBeenCalled();
    const installing = setup({ installing: true });
    installing.tick();
    expect(installing.update).not.toHaveBeenCalled();
  });

  it('a failed check is quiet (no unhandled rejection)', async () => {
    const check = setup({ fails: true });
    check.tick();
    await Promise.resolve();
    expect(check.update).toHaveBeenCalledOnce();
  });
});
