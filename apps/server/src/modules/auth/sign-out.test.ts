import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import type { Client } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const stillSignedIn = async (client: Client) => (await client.get('/api/auth/user')).statusCode === 200;

const linkSignOut = (client: Client, site?: string) =>
  client.send({ method: 'GET', url: '/api/logout', headers: site ? { 'sec-fetch-site': site } : {} });

/** Issue 14 item 5: a link or form on another site cannot sign anyone out. */
describe('sign-out', () => {
  it('POST /api/auth/logout signs out from this site', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.send({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'shop.example', origin: 'https://shop.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(await stillSignedIn(client)).toBe(false);
  });

  it('POST /api/auth/logout from another origin is refused and the session stays', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.send({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'shop.example', origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(await stillSignedIn(client)).toBe(true);
  });

  it.each(['same-origin', 'none'])('GET /api/logout with Sec-Fetch-Site %s signs out and goes to /', async (site) => {
    const { client } = await signedInOwner(t);
    const response = await linkSignOut(client, site);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await stillSignedIn(client)).toBe(false);
  });

  it.each([
    ['cross-site', 'cross-site'],
    ['same-site', 'same-site'],
    ['absent', undefined],
  ])('GET /api/logout with Sec-Fetch-Site %s only goes to / and keeps the session', async (_name, site) => {
    const { client } = await signedInOwner(t);
    const response = await linkSignOut(client, site);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.find((c) => c.name === 'assist.sid')).toBeUndefined();
    expect(await stillSignedIn(client)).toBe(true);
  });
});
