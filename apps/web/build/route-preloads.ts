import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { areaRoutes } from '../../../packages/domain/src/access/routes';

/**
 * `/route-preloads.js` (issue 28, docs/decisions/2026-11-29-route-preloads.md): a script of this
 * origin that public/first-frame.js adds from index.html's <head> on every path but `/`, `/auth` and
 * an invitation's (whose first visits stay as they were: the sign-in page's budget), and that starts
 * what a signed-in page's first visit needs while start.js downloads, instead of a wave later:
 * - `<link rel="modulepreload">` for the page's chunk, the `signed-in` shell and `icons` groups and
 *   their static imports (what start.js already brings left out); a desktop adds its sidebar;
 * - the user check, `GET /api/auth/user`, the app's own request (same options) kept in a promise
 *   that features/auth/api.ts takes: one request, not two.
 * A file the browser asks, not a server-side injection: our server, deploy/nginx.conf and the
 * service worker's copy of index.html all serve it. Paths not in the map (`/` included) add nothing.
 */
const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const registryFile = src('app/route-registry.tsx');
const startFile = src('app/start.tsx');
const sidebarFile = src('app/layout/sidebar.tsx');

/** The page file of each area and of each path with a page of its own, read from route-registry.tsx. */
export function pagesOfRegistry(text: string) {
  const areas = new Map<string, string>();
  const paths = new Map<string, string>();
  const entry = /^\s*(?:'([^']+)'|(\w+)):\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/gm;
  for (const [, path, area, file = ''] of text.matchAll(entry)) {
    const resolved = fileURLToPath(new URL(`${file}.tsx`, new URL(`file://${registryFile}`)));
    if (path) paths.set(path, resolved);
    else if (area) areas.set(area, resolved);
  }
  return { areas, paths };
}

type Chunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
};
type Bundle = Record<string, Chunk | { type: 'asset' }>;

function chunksOf(bundle: Bundle) {
  return Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
}

/** A function giving the files of some chunks and of everything they import statically. */
function staticClosure(chunks: Chunk[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return (roots: (Chunk | undefined)[]) => {
    const files = new Set<string>();
    const stack = roots.filter((c): c is Chunk => Boolean(c));
    while (stack.length > 0) {
      const chunk = stack.pop() as Chunk;
      if (files.has(chunk.fileName)) continue;
      files.add(chunk.fileName);
      for (const file of chunk.imports) stack.push(byFile.get(file) as Chunk);
    }
    return files;
  };
}

/**
 * start.js and its static imports: every visit runs them (the sign-in page's too), but index.js
 * asks them only once it has arrived and run (its dynamic import). Named in index.html, they come
 * with index.js, a wave earlier on every page; no file is added to any visit.
 */
export function startFiles(bundle: Bundle) {
  const chunks = chunksOf(bundle);
  const closure = staticClosure(chunks);
  const entry = closure(chunks.filter((c) => c.isEntry));
  const start = chunks.find((c) => c.facadeModuleId === startFile);
  return start ? [...closure([start])].filter((file) => !entry.has(file)) : [];
}

/** path -> the JavaScript files its first visit adds to what index.html and start.js load. */
export function routePreloadMap(bundle: Bundle, registryText: string) {
  const chunks = chunksOf(bundle);
  const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
  const closure = staticClosure(chunks);
  const started = closure([...chunks.filter((c) => c.isEntry), byFacade.get(startFile)]);
  const group = (name: string) => chunks.find((c) => c.name === name && !c.facadeModuleId);
  const shell = [group('signed-in'), group('icons')];
  // The roots first (the page's chunk, the shell: the largest), so they take the first connections.
  const added = (roots: (Chunk | undefined)[]) => {
    const all = [...closure(roots)].filter((file) => !started.has(file));
    const first = roots.flatMap((c) => (c && all.includes(c.fileName) ? [c.fileName] : []));
    return [...first, ...all.filter((file) => !first.includes(file)).sort()];
  };
  const { areas, paths } = pagesOfRegistry(registryText);
  const map: Record<string, string[]> = {};
  for (const route of areaRoutes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      if (path === '/') continue;
      const page = byFacade.get(paths.get(path) ?? areas.get(route.area) ?? '');
      if (page) map[path] = added([page, ...shell]);
    }
  }
  return { map, desktop: added([byFacade.get(sidebarFile)]) };
}

/** The script's text: the map (each file named once, routes by index) and the few lines that read it. */
export function routePreloadsScript({ map, desktop }: ReturnType<typeof routePreloadMap>) {
  const files = [...new Set([...Object.values(map).flat(), ...desktop])].sort();
  const indexOf = (list: string[]) => list.map((file) => files.indexOf(file));
  const routes = Object.fromEntries(Object.entries(map).map(([path, list]) => [path, indexOf(list)]));
  return `// Generated by apps/web/build/route-preloads.ts at build: what a signed-in page's first visit needs, asked at once.
(() => {
  const files = ${JSON.stringify(files)};
  const routes = ${JSON.stringify(routes)};
  const desktop = ${JSON.stringify(indexOf(desktop))};
  const wanted = routes[location.pathname.replace(/(.)\\/+$/, '$1')];
  if (!wanted) return;
  const add = (index) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + files[index];
    document.head.appendChild(link);
  };
  wanted.forEach(add);
  if (window.innerWidth >= 1024) desktop.forEach(add);
  // features/auth/api.ts takes this answer (its own request: same credentials and Accept); once the
  // app has asked (the key is set), it is not asked twice.
  if ('__assistUserCheck' in window) return;
  const check = fetch('/api/auth/user', { credentials: 'include', headers: { Accept: 'application/json' } });
  check.catch(() => undefined);
  window.__assistUserCheck = check;
})();
`;
}

/** Emits /route-preloads.js (the dev server answers an empty script: there is no bundle to name). */
export function routePreloads(): Plugin {
  return {
    name: 'assist-route-preloads',
    configureServer(server) {
      server.middlewares.use('/route-preloads.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end('// Dev server: the modules load as they are asked.\n');
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const attrs = (file: string) => ({ rel: 'modulepreload', crossorigin: true, href: `/${file}` });
        return startFiles(ctx.bundle as unknown as Bundle).map((file) => ({
          tag: 'link',
          attrs: attrs(file),
          injectTo: 'head' as const,
        }));
      },
    },
    generateBundle(_options, bundle) {
      const map = routePreloadMap(bundle as unknown as Bundle, readFileSync(registryFile, 'utf8'));
      this.emitFile({ type: 'asset', fileName: 'route-preloads.js', source: routePreloadsScript(map) });
    },
  };
}
