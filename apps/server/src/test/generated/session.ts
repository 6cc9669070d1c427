import type { InjectOptions } from 'fastify';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import { type TestApp, uniqueIp } from '../test-app.js';

/**
 * An owner's session opened straight in the session store (no password check: the sign-in is not
 * what these cases are about), and a way to send requests with it.
 */
export async function sessionOf(t: TestApp, user: { id: number }) {
  const token = await t.app.ctx.sessions.create(user.id);
  const ip = uniqueIp();
  const send = (options: InjectOptions) =>
    t.app.inject({
      ...options,
      remoteAddress: ip,
      headers: { ...options.headers, cookie: `${SESSION_COOKIE}=${token}` },
    });
  return { user, send };
}
