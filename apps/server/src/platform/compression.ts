import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a header and a frame cost more than they save. */
export const compressThresholdBytes = 1024;

/**
 * The till's answers sent uncompressed (docs/decisions/2026-11-28-phone-speed.md): a checkout's
 * answer is under 2 KB and the till usually sits on the shop's own network, so compressing it costs
 * the server more CPU per sale than it saves on the wire. `/api/pos/preload-all` gzips itself.
 */
export const uncompressedRoutes: ReadonlySet<string> = new Set([
  'POST /api/sales',
  'POST /api/sales/batch',
  'GET /api/pos/changes',
]);

/**
 * Compresses API answers above the threshold with brotli (quality 4, the plugin's default) or
 * gzip, as the client accepts, with `Vary: Accept-Encoding`. Registered before the routes: the
 * plugin reads each route's `compress` option as the route is added, which the hook here sets to
 * false for the till's routes. Built files are precompressed at build and sent by web-app.ts.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => uncompressedRoutes.has(`${method} ${route.url}`))) route.compress = false;
    // Request bodies stay as they were: no encoded uploads to inflate (nor inflate bombs).
    route.decompress = false;
  });
  await app.register(compress, { threshold: compressThresholdBytes, encodings: ['br', 'gzip'] });
}
