import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { isPageRequest, registerWebApp } from './web-app.js';

/** A built web app as vite-plugin-pwa writes it: shell, service worker, manifest, icons. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'assist-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'sw.js'), 'define(["./workbox-1234"],function(){});');
  writeFileSync(path.join(dir, 'workbox-1234.js'), 'define([],function(){});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Assist"}');
  writeFileSync(path.join(dir, 'assets/index-abc.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // The brotli and gzip copies the build writes beside each text file but sw.js (apps/web/build/precompress.mjs).
  for (const file of ['index.html', 'assets/index-abc.js']) {
    const text = readFileSync(path.join(dir, file));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    app = Fastify({ logger: false });
    let served = false;
    registerErrorHandler(app, { serveWebApp: () => served });
    app.get('/api/health', async () => ({ status: 'ok' }));
    served = await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the service worker as JavaScript that the browser revalidates every time', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('workbox-1234');

    const workbox = await app.inject({ method: 'GET', url: '/workbox-1234.js' });
    expect(workbox.statusCode).toBe(200);
    expect(workbox.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('serves the manifest with its type, icons as PNG, hashed assets for a year', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');

    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip copy the browser accepts, varying on Accept-Encoding', async () => {
    const url = '/assets/index-abc.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1);');

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('sends index.html compressed and it and the service worker never cached stale', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const url of ['/', '/pos']) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('id="root"');
    }
    // A new release's sw.js is what goes out, never an older compressed copy.
    const next = 'define(["./workbox-5678"],function(){});';
    writeFileSync(path.join(dist, 'sw.js'), next);
    const worker = await app.inject({ method: 'GET', url: '/sw.js', headers });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(next);
  });

  it('answers a client route with index.html, but a missing file or API path with a 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/inventory?tab=drafts' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('id="root"');

    for (const url of ['/workbox-old.js', '/sw-old.js', '/icons/missing.png', '/assets/gone-123.js', '/api/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'not_found', message: 'Not found.', error: 'not_found' });
    }
  });
});

describe('isPageRequest', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/pos', true],
    ['GET', '/inventory?q=a.b', true],
    ['GET', '/sw.js', false],
    ['GET', '/manifest.webmanifest', false],
    ['GET', '/api/auth/user', false],
    ['GET', '/api', false],
    ['POST', '/pos', false],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(isPageRequest(method, url)).toBe(expected);
  });
});
