import { describe, expect, it, vi } from 'vitest';
import {
  type BeforeInstallPromptEvent,
  createInstallOffer,
  dismissedRecently,
  installCardDelayMs,
  installDismissalMs,
  installDismissedKey,
} from './install-prompt';

const day = 24 * 60 * 60 * 1000;

/** A browser stand-in: a clock, timers run by hand, local storage in a map, a window to fire events on. */
function setup(options: { standalone?: boolean; stored?: Record<string, string> } = {}) {
  let clock = Date.UTC(2026, 10, 22, 9, 0, 0);
  const timers: { at: number; run: () => void }[] = [];
  const store = new Map(Object.entries(options.stored ?? {}));
  const window = new EventTarget();
  const offer = createInstallOffer({
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    now: () => clock,
    setTimer: (run, ms) => timers.push({ at: clock + ms, run }),
    standalone: () => options.standalone ?? false,
  });
  offer.capture(window as unknown as Window);
  const changes = vi.fn();
  offer.subscribe(changes);
  return {
    offer,
    store,
    changes,
    advance(ms: number) {
      clock += ms;
      for (const timer of timers.filter((t) => t.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    /** Chrome offers the install; the user will answer `outcome` in its dialog. */
    offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted', failure?: Error) {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
      const prompt = vi.fn(async () => {
        if (failure) throw failure;
      });
      Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
      window.dispatchEvent(event);
      return { event, prompt };
    },
    fire: (type: string) => window.dispatchEvent(new Event(type)),
  };
}

describe('install card timing', () => {
  it('appears 10 s after load when the browser offered the install, not before', () => {
    const browser = setup();
    const { event } = browser.offerInstall();
    expect(event.defaultPrevented).toBe(true); // the browser's own mini-bar is held back
    expect(browser.offer.canInstall()).toBe(true); // the header button works at once
    expect(browser.offer.cardVisible()).toBe(false);
    browser.advance(installCardDelayMs - 1);
    expect(browser.offer.cardVisible()).toBe(false);
    browser.advance(1);
    expect(browser.offer.cardVisible()).toBe(true);
  });

  it('appears as soon as the offer arrives when that is after the 10 s', () => {
    const browser = setup();
    browser.advance(30_000);
    expect(browser.offer.cardVisible()).toBe(false);
    browser.offerInstall();
    expect(browser.offer.cardVisible()).toBe(true);
    expect(browser.changes).toHaveBeenCalled();
  });

  it('never appears without an offer or when already running installed', () => {
    const noOffer = setup();
    noOffer.advance(installCardDelayMs);
    expect(noOffer.offer.cardVisible()).toBe(false);

    const standalone = setup({ standalone: true });
    standalone.offerInstall();
    standalone.advance(installCardDelayMs);
    expect(standalone.offer.canInstall()).toBe(false);
    expect(standalone.offer.cardVisible()).toBe(false);
  });
});

describe('dismissing the card', () => {
  it('hides it and stores the time in local storage', () => {
    const browser = setup();
    browser.offerInstall();
    browser.advance(installCardDelayMs);
    browser.offer.dismiss();
    expect(browser.offer.cardVisible()).toBe(false);
    expect(Number(browser.store.get(installDismissedKey))).toBeGreaterThan(0);
    expect(browser.offer.canInstall()).toBe(true); // the header button stays
  });

  it('keeps it away for 7 days after a dismissal, then lets it back', () => {
    const now = Date.UTC(2026, 10, 22, 9, 0, 0);
    const sixDaysAgo = setup({ stored: { [installDismissedKey]: String(now - 6 * day) } });
    sixDaysAgo.offerInstall();
    sixDaysAgo.advance(installCardDelayMs);
    expect(sixDaysAgo.offer.cardVisible()).toBe(false);

    const eightDaysAgo = setup({ stored: { [installDismissedKey]: String(now - 8 * day) } });
    eightDaysAgo.offerInstall();
    eightDaysAgo.advance(installCardDelayMs);
    expect(eightDaysAgo.offer.cardVisible()).toBe(true);
  });

  it.each([
    ['never dismissed', null, false],
    ['just now', 0, true],
    ['6 days 23 hours ago', 7 * day - 3_600_000, true],
    ['exactly 7 days ago', installDismissalMs, false],
    ['a time in the future (clock changed)', -day, false],
  ])('dismissed %s -> suppressed %s', (_label, ago, expected) => {
    const now = 1_000 * day;
    expect(dismissedRecently(ago === null ? null : now - ago, now)).toBe(expected);
  });

  it('ignores a stored value that is not a time', () => {
    const browser = setup({ stored: { [installDismissedKey]: 'yesterday' } });
    browser.offerInstall();
    browser.advance(installCardDelayMs);
    expect(browser.offer.cardVisible()).toBe(true);
  });
});

describe('installing', () => {
  it('opens the browser dialog; accepting marks the app installed and hides card and button', async () => {
    const browser = setup();
    const { prompt } = browser.offerInstall('accepted');
    browser.advance(installCardDelayMs);
    await expect(browser.offer.install()).resolves.toBe(true);
    expect(prompt).toHaveBeenCalledOnce();
    expect(browser.offer.canInstall()).toBe(false);
    expect(browser.offer.cardVisible()).toBe(false);
  });

  it('declining the dialog keeps the offer for later', async () => {
    const browser = setup();
    browser.offerInstall('dismissed');
    await expect(browser.offer.install()).resolves.toBe(false);
    expect(browser.offer.canInstall()).toBe(true);
  });

  it('an install error is logged and treated as not installed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = setup();
    browser.offerInstall('accepted', new Error('NotAllowedError'));
    await expect(browser.offer.install()).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Install failed', expect.any(Error));
    log.mockRestore();
  });

  it('an install from the browser menu (appinstalled) hides the card too', () => {
    const browser = setup();
    browser.offerInstall();
    browser.advance(installCardDelayMs);
    browser.fire('appinstalled');
    expect(browser.offer.cardVisible()).toBe(false);
    expect(browser.offer.canInstall()).toBe(false);
  });
});
