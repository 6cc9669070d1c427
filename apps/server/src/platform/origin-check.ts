import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard beside SameSite cookies: a state-changing request that says
 * where it comes from must come from this host.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('cross_site');
    }
    const host = request.host;
    if (originHost !== host) throw forbidden('cross_site');
  });
}
