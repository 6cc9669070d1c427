import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: its files as they are on disk (hashed assets cached for a year), and
 * index.html for every other GET outside /api so the client router answers it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; run npm run build');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: 'index.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** The answer for a path nothing matched: the app's index.html for a page, JSON 404 otherwise. */
export function isPageRequest(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/assets/');
}
