import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIntoTempFolder } from './test-build';

// build/route-preloads.ts: the generated /route-preloads.js, run as a browser runs it on a first
// visit, asks the till's page chunk and the signed-in shell for /pos; the sign-in page asks nothing.
let outDir = '';
let remove = () => {};
beforeAll(async () => {
  ({ outDir, remove } = await buildIntoTempFolder('assist-preloads-'));
}, 240_000);
afterAll(() => remove());

type Asked = { links: string[]; scripts: string[]; fetches: string[] };

/** Runs a head script at `pathname` in a window `width` wide: the modules, scripts and fetches it asks. */
function run(file: string, pathname: string, width = 390): Asked {
  const asked: Asked = { links: [], scripts: [], fetches: [] };
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const head = {
    appendChild: (node: Record<string, string>) => {
      if (node.tag === 'link' && node.rel === 'modulepreload') asked.links.push(node.href ?? '');
      if (node.tag === 'script') asked.scripts.push(node.src ?? '');
    },
  };
  const window: Record<string, unknown> = { innerWidth: width };
  const context = {
    window,
    location: { pathname, search: '' },
    document: { head, createElement: element, documentElement: { classList: { add() {} } } },
    navigator: { languages: ['en'] },
    localStorage: { getItem: () => null },
    URLSearchParams,
    fetch: (url: string) => {
      asked.fetches.push(url);
      return Promise.resolve({});
    },
  };
  window.window = window;
  runInNewContext(readFileSync(file, 'utf8'), Object.assign(window, context));
  return asked;
}

describe('route preloads of a first visit', () => {
  const manifestFile = (key: string) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string; src?: string }
    >;
    const chunk = key.startsWith('@')
      ? Object.values(manifest).find((c) => c.name === key.slice(1) && !c.src)
      : manifest[key];
    return `/${chunk?.file}`;
  };

  it('asks the till page chunk, the signed-in shell and the user check for /pos', () => {
    const asked = run(path.join(outDir, 'route-preloads.js'), '/pos');
    expect(asked.links).toContain(manifestFile('src/features/pos/pages/pos-page.tsx'));
    expect(asked.links).toContain(manifestFile('@signed-in'));
    expect(asked.links).toContain(manifestFile('@icons'));
    // start.js is index.html's own: not asked twice.
    expect(asked.links).not.toContain(manifestFile('src/app/start.tsx'));
    expect(asked.links).not.toContain(manifestFile('src/app/layout/sidebar.tsx'));
    expect(asked.fetches).toEqual(['/api/auth/user']);
  });

  it('adds the sidebar on a desktop', () => {
    const asked = run(path.join(outDir, 'route-preloads.js'), '/inventory', 1280);
    expect(asked.links).toContain(manifestFile('src/app/screens/inventory-page.tsx'));
    expect(asked.links).toContain(manifestFile('src/app/layout/sidebar.tsx'));
  });

  it('asks nothing for the sign-in page, the landing page or an unknown path', () => {
    for (const pathname of ['/auth', '/', '/nowhere'])
      expect(run(path.join(outDir, 'route-preloads.js'), pathname)).toEqual({ links: [], scripts: [], fetches: [] });
  });

  it('names start.js in index.html, so every page asks it with index.js', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${manifestFile('src/app/start.tsx')}">`);
    expect(html).not.toContain(manifestFile('@signed-in'));
  });

  it('is added by first-frame.js on a signed-in page, never on /, /auth or an invitation', () => {
    const firstFrame = path.join(outDir, 'first-frame.js');
    expect(run(firstFrame, '/pos').scripts).toEqual(['/route-preloads.js']);
    for (const pathname of ['/', '/auth', '/invite/abc']) expect(run(firstFrame, pathname).scripts).toEqual([]);
  });
});
