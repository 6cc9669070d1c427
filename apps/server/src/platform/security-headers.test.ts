import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { signedInOwner } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import { MemoryMailer } from './mailer.js';

const t = useTestApp();

describe('security headers on every answer', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['a refusal without a session', '/api/sales', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
  ])('%s carries the content security policy and helmet protections', async (_name, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

/** Issue 14 item 8: private answers are never stored; HSTS only where the site is on HTTPS. */
describe('caching and HSTS', () => {
  it.each([
    ['the signed-in user', 'GET', '/api/auth/user', 200],
    ['a list of private rows', 'GET', '/api/inventory', 200],
    ['an error', 'GET', '/api/sales/999999999', 404],
    ['a write', 'PUT', '/api/auth/update-currency', 400],
  ])('%s answers Cache-Control: no-store', async (_name, method, url, status) => {
    const { client } = await signedInOwner(t);
    const response = await client.request(method as 'GET', url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no Strict-Transport-Security on plain HTTP (SECURE_COOKIES unset)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  describe('with SECURE_COOKIES=true', () => {
    let secure: App;
    beforeAll(async () => {
      const config = loadConfig({ DATA_DIR: '/tmp/assist-test', LOG_LEVEL: 'silent', SECURE_COOKIES: 'true' });
      secure = await buildApp({ config, database: t.database, mailer: new MemoryMailer(), logger: false });
      await secure.ready();
    });
    afterAll(async () => {
      await secure?.close();
    });

    it('sends Strict-Transport-Security', async () => {
      const response = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    });
  });
});
