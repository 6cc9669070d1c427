import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from '../../platform/web-app.js';
import { checkOfflineBundle, precacheUrls } from './delivery-checks.js';

const serviceWorker =
  'define(["./workbox-1"],(function(e){e.precacheAndRoute([{url:"assets/app-1.js",revision:null},{url:"index.html",revision:"abc"}],{})}));';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function servedBuild(files: Record<string, string>) {
  dir = await mkdtemp(path.join(tmpdir(), 'assist-dist-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  const app = Fastify();
  await registerWebApp(app, dir);
  return app;
}

describe('the offline bundle check', () => {
  it('reads the precache list of a Workbox service worker', () => {
    expect(precacheUrls(serviceWorker)).toEqual(['assets/app-1.js', 'index.html']);
  });

  it('passes when /sw.js is served and every precached file is in the build', async () => {
    const app = await servedBuild({ 'index.html': '<html></html>', 'sw.js': serviceWorker, 'assets/app-1.js': '1' });
    expect(await checkOfflineBundle(app, dir)).toEqual({
      status: 'ok',
      detail: '/sw.js served, 2 precached files present',
    });
  });

  it('fails when a precached file is missing from the build', async () => {
    const app = await servedBuild({ 'index.html': '<html></html>', 'sw.js': serviceWorker });
    expect(await checkOfflineBundle(app, dir)).toEqual({
      status: 'fail',
      detail: '1 of 2 precached files missing: assets/app-1.js',
    });
  });

  it('says "not built" when there is no service worker', async () => {
    const app = await servedBuild({ 'index.html': '<html></html>' });
    expect((await checkOfflineBundle(app, dir)).detail).toBe('Not built: /sw.js answers 404 (run npm run build)');
    expect((await checkOfflineBundle(app, undefined)).status).toBe('warn');
  });
});
