// The JavaScript a page's first visit downloads, from vite's manifest (build.manifest): the entry,
// the modules every visit loads (the app's start), the page's own lazy chunk, everything these
// import statically, and its language's strings. Budgets count brotli, what the server sends every
// current browser (gzip is printed beside). `node build/budgets.mjs [dist]` fails the build when a
// page is over its budget. `kib` is enforced: today's size plus a few KiB, so no change grows a
// page unseen; `goalKib` is issue 28's goal where not yet reached (docs/decisions/2026-11-28-phone-speed.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const shell = ['index.html', 'src/app/start.tsx'];

/** Each page's first visit: the manifest keys of the modules it loads, and its budget in KiB. */
export const pageBudgets = {
  signIn: { roots: [...shell, 'src/features/auth/pages/auth-page.tsx'], strings: ['-core'], kib: 150 }, // issue 28's goal met: 149.7 (2026-11-28, lane signin2)
  till: {
    // The signed-in shell (app-layout and all it imports) is one chunk, `@signed-in` (build/chunk-groups.ts).
    // A desktop's visit adds the sidebar (its own chunk, layout/desktop-sidebar.ts): counted, the larger visit.
    roots: [...shell, '@signed-in', 'src/app/layout/sidebar.tsx', 'src/features/pos/pages/pos-page.tsx'],
    // The till's and the signed-in shell's own namespaces (each a chunk of its own, bundle-backend.ts).
    strings: [
      '-core',
      ...['pos', 'offline', 'offline-counts', 'notifications', 'recalls', 'pos-camera'].map((ns) => `/${ns}`),
    ],
    kib: 293, // issue 28's goal (300) met: 291.6 once each namespace was a chunk of its own (2026-11-28)
  },
};

/** A page's strings (`-core`: src/i18n/bundles/<lng>-core.ts; `/ns`: src/i18n/locales/<lng>/ns.json): a visit loads one language; the larger counts. */
const languages = ['en', 'ar'];

/** A root is a manifest key (a source file), or `@name`: the chunk of that name (a group of build/chunk-groups.ts). */
function jsFiles(manifest, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = key.startsWith('@')
      ? Object.values(manifest).find((c) => c.name === key.slice(1) && !c.src)
      : manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update build/budgets.mjs`);
    if (files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** Measures every page of `budgets` in the build at `dist`; `over` lists the pages past theirs. */
export function measurePages(dist, budgets = pageBudgets) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizeOf = new Map();
  const measure = (file) => {
    if (!sizeOf.has(file)) {
      const text = readFileSync(path.join(dist, file));
      sizeOf.set(file, { gzip: gzipSync(text, { level: 9 }).length, brotli: brotliCompressSync(text).length });
    }
    return sizeOf.get(file);
  };
  const stringsOf = (parts) =>
    languages
      .map((lng) =>
        parts
          .map(
            (part) =>
              manifest[
                part.startsWith('/') ? `src/i18n/locales/${lng}${part}.json` : `src/i18n/bundles/${lng}${part}.ts`
              ],
          )
          .map((chunk, i) => {
            if (!chunk)
              throw new Error(`${lng}${parts[i]}: no such strings in the build's manifest: update build/budgets.mjs`);
            return chunk;
          }),
      )
      .map((chunks) => chunks.map((chunk) => measure(chunk.file)))
      .map((sizes) => ({
        gzip: sizes.reduce((a, b) => a + b.gzip, 0),
        brotli: sizes.reduce((a, b) => a + b.brotli, 0),
      }))
      .reduce((big, size) => (size.gzip > big.gzip ? size : big), { gzip: 0, brotli: 0 });
  const pages = Object.entries(budgets).map(([page, { roots, strings = [], kib, goalKib = kib }]) => {
    const language = stringsOf(strings);
    const files = [...jsFiles(manifest, roots)];
    const gzip = files.reduce((sum, file) => sum + measure(file).gzip, 0) + language.gzip;
    const brotli = files.reduce((sum, file) => sum + measure(file).brotli, 0) + language.brotli;
    return { page, files: files.length, gzipKib: gzip / 1024, brotliKib: brotli / 1024, budgetKib: kib, goalKib };
  });
  return { pages, over: pages.filter((p) => p.brotliKib > p.budgetKib) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages, over } = measurePages(path.resolve(process.argv[2] ?? 'dist'));
  for (const p of pages) {
    const verdict = p.brotliKib > p.budgetKib ? 'OVER BUDGET' : p.brotliKib > p.goalKib ? 'ok, goal not met' : 'ok';
    console.log(
      `${p.page}: ${p.brotliKib.toFixed(1)} KiB brotli (${p.gzipKib.toFixed(1)} gzip) of JS in ${p.files} files, budget ${p.budgetKib} KiB, goal ${p.goalKib}: ${verdict}`,
    );
  }
  if (over.length > 0) process.exit(1);
}
