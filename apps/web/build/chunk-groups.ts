import { fileURLToPath } from 'node:url';

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
const signInRoots = [src('main.tsx'), src('app/start.tsx'), src('features/auth/pages/auth-page.tsx')];
const shellRoot = src('app/layout/app-layout.tsx');
const iconIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

type ModuleInfo = { importedIds: readonly string[]; code: string | null } | null;
type Context = { getModuleInfo(id: string): ModuleInfo };

/** Every module `roots` import statically (the roots included), lucide's index left out. */
function staticClosure(roots: string[], ctx: Context): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || iconIndex.test(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/** The icon files (`eye`, `log-in`...) the modules `ids` import by name from lucide-react. */
function iconsImported(ids: Set<string>, ctx: Context): Set<string> {
  const index = [...ids].flatMap((id) => ctx.getModuleInfo(id)?.importedIds ?? []).find((id) => iconIndex.test(id));
  const fileOf = new Map<string, string>();
  const reexport = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g;
  for (const [, names = '', file = ''] of ((index && ctx.getModuleInfo(index)?.code) ?? '').matchAll(reexport))
    for (const name of names.matchAll(/default as (\w+)/g)) fileOf.set(name[1] ?? '', file);
  const files = new Set<string>();
  const named = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
  for (const id of ids)
    for (const [, names = ''] of (ctx.getModuleInfo(id)?.code ?? '').matchAll(named))
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? ''))
        if (fileOf.has(name)) files.add(fileOf.get(name) as string);
  return files;
}

/** The groups of `build.rolldownOptions.output.codeSplitting` (the graph is read once, on the first module asked). */
export function chunkGroups() {
  let graph: { signIn: Set<string>; shell: Set<string>; signInIcons: Set<string> } | undefined;
  const graphOf = (ctx: Context) => {
    if (!graph) {
      const signIn = staticClosure(signInRoots, ctx);
      graph = { signIn, shell: staticClosure([shellRoot], ctx), signInIcons: iconsImported(signIn, ctx) };
    }
    return graph;
  };
  // Strings (one file per language and namespace, bundle-backend.ts), CSS, workers, virtual modules.
  const apart = (id: string) => /[\\/]src[\\/]i18n[\\/]|\.css($|\?)|[?&]worker|\0/.test(id);
  return [
    {
      name: (id: string, ctx: Context) => {
        const icon = iconModule.exec(id)?.[1];
        return icon && !graphOf(ctx).signInIcons.has(icon) ? 'icons' : null;
      },
      debugName: 'icons',
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, ctx: Context) => {
        if (apart(id) || iconModule.test(id)) return null;
        const { signIn, shell } = graphOf(ctx);
        return shell.has(id) && !signIn.has(id) ? 'signed-in' : null;
      },
      debugName: 'signed-in',
      priority: 2,
      includeDependenciesRecursively: false,
    },
  ];
}
