import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnauthorized } from '../../lib/api';
import { askCurrentUser } from './api';

// /route-preloads.js (build/route-preloads.ts) asks GET /api/auth/user with the page's code; the
// app's first check takes that answer instead of asking again: one request, not two.
const user = { id: 7, role: 'owner' };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function pageWith(early?: Promise<Response>) {
  const fetch = vi.fn(async () => answer(200, { id: 8, role: 'owner' }));
  vi.stubGlobal('fetch', fetch);
  // What the connection monitor listens to when the app's own request answers.
  const events = { addEventListener() {}, removeEventListener() {} };
  vi.stubGlobal('document', { ...events, visibilityState: 'visible' });
  vi.stubGlobal('window', early ? { ...events, __assistUserCheck: early } : events);
  return fetch;
}

describe('the first user check', () => {
  it('takes the answer route-preloads.js asked, and asks nothing more', async () => {
    const fetch = pageWith(Promise.resolve(answer(200, user)));
    await expect(askCurrentUser()).resolves.toEqual(user);
    expect(fetch).not.toHaveBeenCalled();
    // The next check (another screen) is the app's own request.
    await expect(askCurrentUser()).resolves.toEqual({ id: 8, role: 'owner' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reads a visitor's 401 from it (no second request)", async () => {
    const fetch = pageWith(Promise.resolve(answer(401, { code: 'unauthorized' })));
    const error = await askCurrentUser().catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks again the app’s way when the early request found no server', async () => {
    const fetch = pageWith(Promise.reject(new TypeError('Failed to fetch')));
    await expect(askCurrentUser()).resolves.toEqual({ id: 8, role: 'owner' });
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('asks itself when no early request was made (the sign-in page, the dev server)', async () => {
    const fetch = pageWith();
    await expect(askCurrentUser()).resolves.toEqual({ id: 8, role: 'owner' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
