import { describe, expect, it, vi } from 'vitest';
import { lastActivity, lastActivityKey, recordActivity, throttleForegroundRefresh } from './app-lifecycle';

describe('refresh on returning to the foreground', () => {
  it('runs at most once per second however many events arrive', () => {
    let clock = 10_000;
    const refresh = vi.fn();
    const onForeground = throttleForegroundRefresh(refresh, () => clock);

    // visibilitychange, focus and pageshow of one return to the app
    expect(onForeground()).toBe(true);
    expect(onForeground()).toBe(false);
    clock += 999;
    expect(onForeground()).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);

    clock += 1; // a second after the first run
    expect(onForeground()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('runs again when the clock was set back', () => {
    let clock = 50_000;
    const refresh = vi.fn();
    const onForeground = throttleForegroundRefresh(refresh, () => clock);
    onForeground();
    clock = 20_000;
    expect(onForeground()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('activity timestamp', () => {
  it('is written to and read from local storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(lastActivity(storage)).toBeNull();
    recordActivity(storage, 1_764_000_000_000);
    expect(store.get(lastActivityKey)).toBe('1764000000000');
    expect(lastActivity(storage)).toBe(1_764_000_000_000);
  });

  it('a full or blocked storage is not an error', () => {
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => recordActivity(full, Date.now())).not.toThrow();
    expect(() => recordActivity(null, Date.now())).not.toThrow();
  });
});
