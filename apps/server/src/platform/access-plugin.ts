import type { Capability } from '@assist/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Actor } from './actor.js';
import { buildActor } from './actor.js';
import { forbidden, unauthorized } from './errors.js';
import { SESSION_COOKIE, SESSION_DAYS, type SessionStore } from './session-store.js';
import type { SystemSettingsStore } from './system-settings.js';

/**
 * Who may call a route: anyone, any signed-in user (even pending activation), or the holders of
 * one area of the route table. Every /api route must say which; the server refuses to start otherwise.
 */
export type Access = 'public' | 'signedIn' | Capability | Capability[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The till's busy routes: the session lookup may be a few seconds old (SessionStore.findCached). */
    sessionCache?: boolean;
    /** Never looks at the session, so it asks the database nothing (the health check). */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** One registered /api route as declared: the route table the generated access suites walk. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  schema: FastifySchema | undefined;
}

export interface SessionCookieOptions {
  secure: boolean;
}

export function registerAccess(
  app: FastifyInstance,
  deps: { sessions: SessionStore; settings: SystemSettingsStore; cookie: SessionCookieOptions },
): readonly DeclaredRoute[] {
  app.decorateRequest('actor', null);
  const declared: DeclaredRoute[] = [];

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config?.sessionless) return;
    const record = request.routeOptions.config?.sessionCache
      ? await deps.sessions.findCached(token)
      : await deps.sessions.find(token);
    if (record) request.actor = buildActor(record, await deps.settings.get());
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.actor) throw unauthorized();
    if (access === 'signedIn') return;
    const needed = Array.isArray(access) ? access : [access];
    if (!needed.some((area) => request.actor?.areas.has(area))) throw forbidden();
  });
  return declared;
}

/** The signed-in actor of a route that declared access other than 'public'. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export function setSessionCookie(reply: FastifyReply, token: string, options: SessionCookieOptions) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
