import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Types `send` may not know or may guess wrong; the browser checks them for these two. */
const contentTypes: Record<string, string> = {
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** A precompressed copy's extension, which names its encoding and not its type. */
const encodedCopy = /\.(br|gz)$/;

/**
 * Serves the built web app: its files as they are on disk, and index.html for every other GET
 * outside /api so the client router answers it. Text files have brotli and gzip copies written at
 * build (apps/web/build/precompress.ts): the one the browser accepts is sent, with
 * `Vary: Accept-Encoding`. Hashed assets are cached for a year; everything else, above all the
 * service worker (/sw.js), index.html and the manifest, is revalidated on every load, so a new
 * deployment reaches the browsers at their next update check.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; run npm run build');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: 'index.html',
    preCompressed: true,
    setHeaders(res, encodedPath) {
      const filePath = encodedPath.replace(encodedCopy, '');
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      const type = contentTypes[path.extname(filePath)];
      if (type) res.header('content-type', type);
    },
  });
  // A precompressed copy is typed by @fastify/static after setHeaders runs, with its own guess
  // (application/javascript): restore ours, so a file has one type however it is encoded.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-encoding') || request.url.startsWith('/api/')) return payload;
    const type = contentTypes[path.extname(request.url.split('?')[0] ?? '')];
    if (type) reply.header('content-type', type);
    return payload;
  });
  return true;
}

/**
 * Whether a path nothing matched gets the app's index.html (a page of the client router) rather
 * than a 404. Never for the API, built assets, or a file name (`/sw.js`, `/workbox-….js`,
 * `/manifest.webmanifest`, `/icons/x.png`): a missing script answered with HTML would break the
 * service worker's install instead of failing plainly.
 */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET') return false;
  const pathname = url.split('?')[0] ?? url;
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]{1,12}$/i.test(lastSegment);
}
