import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's protections, with a content security policy that lets the web app load only from here. */
const policy = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/**
 * The headers helmet sets for `options`, worked out once. Every value here is fixed (no per-request
 * nonce), so running helmet's middleware on each request would only recompute them: the
 * @fastify/helmet plugin rebuilt the whole middleware, parsing the policy, for every answer
 * (7% of the server's time on a checkout).
 */
export function helmetHeaders(options: HelmetOptions = policy): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security only when the site is served over HTTPS (SECURE_COOKIES=true). */
  hsts: boolean;
}

/** Answers under /api that anyone may cache: the API's own documentation. */
const publicApi = /^\/api\/docs(?:[/?]|$)/;
const api = /^\/api(?:[/?]|$)/;

/**
 * Sets the security headers on every answer: the API's, the web app's and the errors. Every /api
 * answer carries private data unless it is the documentation, so none is stored by a browser or a
 * proxy (`no-store`); a route may still say otherwise for itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = { hsts: false }) {
  const headers = helmetHeaders({ ...policy, strictTransportSecurity: options.hsts });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (api.test(request.url) && !publicApi.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
