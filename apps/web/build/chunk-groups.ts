import { fileURLToPath } from 'node:url';
import { type Context, moduleGraph } from './module-graph.js';

/**
 * How the signed-in pages' modules are cut into chunks (issue 28, docs/decisions/2026-11-29-fewer-requests.md).
 *
 * Left to itself, rolldown gives every set of pages that shares a module a chunk of its own: the
 * till's first visit asked for ~110 files before its largest paint, ~60 of them under 1.6 KiB (one
 * lucide icon each, `count-text`, `use-breakpoint`...). On a phone's network (HTTP/1.1, 6
 * connections, 150 ms a round trip) each file costs a slot and ~1 KiB of headers. So:
 * - `signed-in`: every module the signed-in shell (app-layout) imports, in one chunk: every
 *   signed-in page loads all of it anyway;
 * - `icons`: every lucide icon of the signed-in pages in one chunk (~100 icons, a few KiB brotli:
 *   a page carries icons it does not show, in exchange for one request instead of thirty).
 * The sign-in page's modules (main.tsx, start.tsx, the auth page, what they import, their icons)
 * keep rolldown's own cut: nothing moves into the sign-in page's first visit (its budget,
 * build/budgets.mjs). Language files, CSS and workers are never grouped.
 *
 * The import graph is walked without entering lucide-react's index (it re-exports all 1,600 icons,
 * of which the build keeps the ones named): an icon belongs to the sign-in page when a sign-in
 * module imports its name.
 */
const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const entry = src('main.tsx');
const startRoot = src('app/start.tsx');
const authPage = src('features/auth/pages/auth-page.tsx');
const signInRoots = [entry, startRoot, authPage];
const shellRoot = src('app/layout/app-layout.tsx');
const pageRegistry = src('app/route-registry.tsx');
const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
/** zod, and the module that stands in for it (vite.config.ts). */
const zod = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/;
/** A module two pages or more share joins `signed-in` up to this size (source characters): the big ones keep their chunk. */
const smallShared = 6_000;

type Graph = { signIn: Set<string>; shell: Set<string>; shared: Set<string>; common: Set<string> };

/** Leaves out of `group`, until none is left, a module that imports one neither in it nor `settled`. */
function settle(group: Set<string>, settled: (id: string) => boolean, importsOf: (id: string) => string[]) {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of group)
      if (!importsOf(id).every((next) => group.has(next) || settled(next))) {
        group.delete(id);
        changed = true;
      }
  }
}

function readGraph(ctx: Context): Graph {
  const { closure, importsOf } = moduleGraph(ctx);
  const signIn = closure(signInRoots);
  const shell = closure([shellRoot]);
  const pages = ctx.getModuleInfo(pageRegistry)?.dynamicallyImportedIds ?? [];
  const pagesOf = new Map<string, number>();
  for (const page of pages) for (const id of closure([page])) pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1);
  // A module something imports with import() is the entry of its own chunk: grouped, rolldown's
  // output lost its exports (main.tsx's `import('./app/start')`: "start_exports is not defined").
  const lazy = (id: string) => (ctx.getModuleInfo(id)?.dynamicImporters?.length ?? 0) > 0;
  const shared = new Set<string>();
  for (const [id, count] of pagesOf)
    if (count >= 2 && !signIn.has(id) && !lazy(id) && (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= smallShared)
      shared.add(id);
  // A shared module whose imports would stay apart is left out: in the group, it would make every
  // signed-in page download them (react-hook-form, a page's contracts...).
  settle(shared, (id) => signIn.has(id) || shell.has(id) || iconModule.test(id), importsOf);
  // The sign-in page's own modules (ours and the domain's) the signed-in pages use too, past the
  // entry's: every visit loads them, so one file, not one per set of pages sharing them. Packages'
  // modules keep rolldown's cut, but for its icons (the walk enters their barrels whole: it would count modules the
  // sign-in page never loads). The parts of a module the sign-in page does not use come with it:
  // a module importing zod stays out (zod loads after the sign-in page, lib/zod-jitless.ts), and so
  // does one importing another of ours that stays out.
  const inEntry = closure([entry]);
  const inStart = closure([startRoot]);
  const ours = (id: string) => !/[\\/]node_modules[\\/]|\0/.test(id);
  const common = new Set(
    [...signIn].filter(
      (id) =>
        !inEntry.has(id) &&
        !lazy(id) &&
        (ours(id) || iconModule.test(id)) &&
        !zod.test(id) &&
        (inStart.has(id) || shell.has(id) || pagesOf.has(id)),
    ),
  );
  settle(common, (id) => inEntry.has(id) || (!ours(id) && !zod.test(id)), importsOf);
  return { signIn, shell, shared, common };
}

/** The groups of `build.rolldownOptions.output.codeSplitting` (the graph is read once, on the first module asked). */
export function chunkGroups() {
  let graph: Graph | undefined;
  const graphOf = (ctx: Context) => {
    graph ??= readGraph(ctx);
    return graph;
  };
  // Strings (one file per language and namespace, bundle-backend.ts), CSS, workers, virtual modules.
  const apart = (id: string) => /[\\/]src[\\/]i18n[\\/]|\.css($|\?)|[?&]worker|\0/.test(id);
  return [
    {
      name: (id: string, ctx: Context) => (!apart(id) && graphOf(ctx).common.has(id) ? 'common' : null),
      debugName: 'common',
      priority: 4,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, ctx: Context) => (iconModule.test(id) && !graphOf(ctx).signIn.has(id) ? 'icons' : null),
      debugName: 'icons',
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, ctx: Context) => {
        if (apart(id) || iconModule.test(id)) return null;
        const { signIn, shell, shared } = graphOf(ctx);
        return (shell.has(id) || shared.has(id)) && !signIn.has(id) ? 'signed-in' : null;
      },
      debugName: 'signed-in',
      priority: 2,
      includeDependenciesRecursively: false,
    },
  ];
}
