import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { signInFailures } from '../../db/schema/index.js';
import { MemoryMailer } from '../../platform/mailer.js';
import { TEST_PASSWORD, createAccount, createTeamMember } from '../../test/factories.js';
import { uniqueIp, useTestApp } from '../../test/test-app.js';
import { signInRules } from './sign-in-rules.js';
import { SignInThrottle } from './sign-in-throttle.js';

const t = useTestApp();

interface From {
  address: string;
  device?: string;
  forwardedFor?: string;
  app?: App;
}

/** A sign-in by e-mail from one client address (and browser, when it has a device cookie). */
function signIn(email: string, password: string, from: From) {
  return (from.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.address,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    ...(from.device ? { cookies: { 'assist.device': from.device } } : {}),
    payload: { email, password },
  });
}

const deviceCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'assist.device')?.value;

/**
 * The server's clock stands still during each test (only Date is faked: the app runs in this
 * process), so a delay never runs out while a slow machine works; `later` moves it on.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterEach(() => {
  vi.useRealTimers();
});
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

async function fail(email: string, from: From, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, 'wrong-pass', from)).statusCode);
  return statuses;
}

describe('sign-in throttling by account and address (issue 14 item 2)', () => {
  it('slows a stranger failing 30 times while the owner from another address gets in at once', async () => {
    const owner = await createAccount(t);
    const attacker = { address: uniqueIp() };
    const statuses = await fail(owner.email, attacker, 30);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));

    const delayed = await signIn(owner.email, 'wrong-pass', attacker);
    expect(delayed.json()).toEqual({
      code: 'sign_in_delayed',
      message: 'Too many failed sign-in attempts. Please wait 1 second and try again.',
      error: 'sign_in_delayed',
      wait: '1 second',
      retryAfterSeconds: 1,
    });
    expect(delayed.headers['retry-after']).toBe('1');

    const shop = await signIn(owner.email, TEST_PASSWORD, { address: uniqueIp() });
    expect(shop.statusCode).toBe(200);
  });

  it('keeps delaying the stranger even with the right password', async () => {
    const owner = await createAccount(t);
    const attacker = { address: uniqueIp() };
    await fail(owner.email, attacker, 3);
    const right = await signIn(owner.email, TEST_PASSWORD, attacker);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('sign_in_delayed');
    expect(right.cookies.find((c) => c.name === 'assist.sid')).toBeUndefined();
  });

  it('doubles the delay after each failure past the free tries, up to 15 minutes', async () => {
    const owner = await createAccount(t);
    const attacker = { address: uniqueIp() };
    await fail(owner.email, attacker, 3);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push((await signIn(owner.email, 'wrong-pass', attacker)).json().retryAfterSeconds);
      later(2 ** i);
      expect((await signIn(owner.email, 'wrong-pass', attacker)).statusCode).toBe(401);
    }
    expect(seen).toEqual([1, 2, 4, 8]);

    later(16);
    await fail(owner.email, attacker, 1);
    await t.database.db
      .update(signInFailures)
      .set({ failures: 40 })
      .where(and(eq(signInFailures.account, `email:${owner.email}`), eq(signInFailures.address, attacker.address)));
    const capped = await signIn(owner.email, 'wrong-pass', attacker);
    expect(capped.json().retryAfterSeconds).toBe(signInRules.maxDelaySeconds);
    expect(capped.json().message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('lets parallel tries from one pair slip no further than the free tries', async () => {
    const owner = await createAccount(t);
    const attacker = { address: uniqueIp() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(owner.email, 'wrong-pass', attacker)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('forgives an owner who mistyped: the right password starts the pair afresh', async () => {
    const owner = await createAccount(t);
    const shop = { address: uniqueIp() };
    expect(await fail(owner.email, shop, 2)).toEqual([401, 401]);
    expect((await signIn(owner.email, TEST_PASSWORD, shop)).statusCode).toBe(200);
    expect(await fail(owner.email, shop, 3)).toEqual([401, 401, 401]);
  });

  it('throttles team usernames the same way', async () => {
    const owner = await createAccount(t);
    const member = await createTeamMember(t, owner.id, ['pos']);
    const teamSignIn = (password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/team-login',
        remoteAddress: address,
        payload: { username: member.username.toUpperCase(), password },
      });
    const attacker = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await teamSignIn('wrong-pass', attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await teamSignIn(TEST_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await teamSignIn(TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('caps failures spread over many addresses, but a known browser or address still gets in', async () => {
    const owner = await createAccount(t);
    const homeAddress = uniqueIp();
    const home = await signIn(owner.email, TEST_PASSWORD, { address: homeAddress });
    expect(home.statusCode).toBe(200);
    const device = deviceCookie(home);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(home.cookies.find((c) => c.name === 'assist.device')).toMatchObject({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
    });

    for (let i = 0; i < signInRules.accountCap; i++) {
      expect((await signIn(owner.email, 'wrong-pass', { address: uniqueIp() })).statusCode).toBe(401);
    }
    const stranger = await signIn(owner.email, TEST_PASSWORD, { address: uniqueIp() });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ error: 'sign_in_paused', retryAfterSeconds: 900 });
    expect(stranger.json().message).toBe(
      'This account has too many failed sign-in attempts from other places. Sign in from a device you used before, or wait 15 minutes.',
    );
    expect(stranger.headers['retry-after']).toBe('900');

    const knownBrowser = await signIn(owner.email, TEST_PASSWORD, { address: uniqueIp(), device });
    expect(knownBrowser.statusCode).toBe(200);
    expect(deviceCookie(knownBrowser)).toBe(device);
    const knownAddress = await signIn(owner.email, TEST_PASSWORD, { address: homeAddress });
    expect(knownAddress.statusCode).toBe(200);
    const forgedCookie = await signIn(owner.email, TEST_PASSWORD, { address: uniqueIp(), device: 'x'.repeat(43) });
    expect(forgedCookie.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a rotating header does not reset the delay', async () => {
    const owner = await createAccount(t);
    const address = uniqueIp();
    for (let i = 0; i < 3; i++) await signIn(owner.email, 'wrong-pass', { address, forwardedFor: uniqueIp() });
    const rotated = await signIn(owner.email, TEST_PASSWORD, { address, forwardedFor: uniqueIp() });
    expect(rotated.statusCode).toBe(429);
  });

  describe('with TRUST_PROXY=true', () => {
    let proxied: App;
    beforeAll(async () => {
      const config = loadConfig({ DATA_DIR: '/tmp/assist-test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
      proxied = await buildApp({ config, database: t.database, mailer: new MemoryMailer(), logger: false });
      await proxied.ready();
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it('throttles the forwarded client address, not the proxy', async () => {
      const owner = await createAccount(t);
      const proxy = uniqueIp();
      const attacker = { app: proxied, address: proxy, forwardedFor: uniqueIp() };
      expect(await fail(owner.email, attacker, 4)).toEqual([401, 401, 401, 429]);
      const rows = await t.database.db
        .select({ address: signInFailures.address })
        .from(signInFailures)
        .where(eq(signInFailures.account, `email:${owner.email}`));
      expect(rows.map((r) => r.address).sort()).toEqual(['', attacker.forwardedFor]);
      const shop = await signIn(owner.email, TEST_PASSWORD, { app: proxied, address: proxy, forwardedFor: uniqueIp() });
      expect(shop.statusCode).toBe(200);
    });
  });

  it('prunes failures a day old, so the table stays bounded', async () => {
    const owner = await createAccount(t);
    const attacker = { address: uniqueIp() };
    await fail(owner.email, attacker, 2);
    later(signInRules.forgetPairAfterSeconds + 1);
    await new SignInThrottle(t.database.db, t.app.ctx.hasher).prune();
    const left = await t.database.db
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.account, `email:${owner.email}`), eq(signInFailures.address, attacker.address)));
    expect(left).toEqual([]);
  });
});
