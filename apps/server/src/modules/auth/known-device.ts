import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookieOptions } from '../../platform/access-plugin.js';
import { randomToken } from '../../platform/secrets.js';

/** The browser's own random id, kept only for the sign-in routes (sign-in-throttle.ts). */
export const DEVICE_COOKIE = 'assist.device';
const DEVICE_DAYS = 365;
const wellFormed = /^[A-Za-z0-9_-]{43}$/;

/** The device cookie this browser sent, when it looks like one we made. */
export function deviceOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && wellFormed.test(value) ? value : undefined;
}

/** The browser's device id after a successful sign-in: the one it has, or a new one. */
export function keepDevice(reply: FastifyReply, device: string | undefined, options: SessionCookieOptions): string {
  const kept = device ?? randomToken();
  reply.setCookie(DEVICE_COOKIE, kept, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    maxAge: DEVICE_DAYS * 86_400,
  });
  return kept;
}
