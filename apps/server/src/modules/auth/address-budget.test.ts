import { describe, expect, it } from 'vitest';
import { authLimits } from '../../platform/rate-limiter.js';
import { TEST_PASSWORD, createAccount } from '../../test/factories.js';
import { uniqueIp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const signIn = (email: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password } });

/**
 * Issue 27 item 8: many shops behind one carrier address. The address's sign-in budget (100 per 15
 * minutes) counts failed passwords only, and never refuses a right password from a browser or
 * address that signed in to the account before.
 */
describe('the sign-in budget of a shared address', () => {
  it('lets right passwords through past the budget, and counts only the wrong ones', { timeout: 120_000 }, async () => {
    const address = uniqueIp();
    const shops = await Promise.all([createAccount(t), createAccount(t), createAccount(t)]);
    const budget = authLimits.loginPerIp.max;
    for (let i = 0; i < budget + 5; i++) {
      const shop = shops[i % shops.length]!;
      const response = await signIn(shop.email, TEST_PASSWORD, address);
      expect(response.statusCode, response.body).toBe(200);
    }

    // Wrong passwords from the same address, each for another e-mail, spend the budget.
    for (let i = 0; i < budget; i++) await signIn(`nobody-${i}@example.com`, 'wrong-pass', address);
    const stranger = await signIn('nobody-else@example.com', 'wrong-pass', address);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('too_many_network_sign_ins');

    // A shop that signed in from here before still gets in; a new one is asked to wait.
    expect((await signIn(shops[0]!.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    const newcomer = await createAccount(t);
    const refused = await signIn(newcomer.email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_network_sign_ins');
  });
});
