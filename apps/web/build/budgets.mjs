// The JavaScript a page's first visit downloads, from vite's manifest (build.manifest): the entry,
// the modules every visit loads (the app's start), the page's own lazy chunk, and everything these
// import statically. Sizes are gzip (what nginx's gzip_static sends; brotli, which the server
// prefers, is smaller). `node build/budgets.mjs [dist]` fails when a page is over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const shell = ['index.html', 'src/app/start.tsx'];

/** Each page's first visit: the manifest keys of the modules it loads, and its budget in KiB. */
export const pageBudgets = {
  signIn: { roots: [...shell, 'src/features/auth/pages/auth-page.tsx'], kib: 150 },
  till: { roots: [...shell, 'src/app/layout/app-layout.tsx', 'src/features/pos/pages/pos-page.tsx'], kib: 300 },
};

/** The language bundles (src/i18n/bundles): a visit loads one; the larger counts. */
const languageBundles = ['src/i18n/bundles/en.ts', 'src/i18n/bundles/ar.ts'];

function jsFiles(manifest, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
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
  const bundles = languageBundles.filter((key) => manifest[key]).map((key) => measure(manifest[key].file));
  const language = bundles.reduce((big, size) => (size.gzip > big.gzip ? size : big), { gzip: 0, brotli: 0 });
  const pages = Object.entries(budgets).map(([page, { roots, kib }]) => {
    const files = [...jsFiles(manifest, roots)];
    const gzip = files.reduce((sum, file) => sum + measure(file).gzip, 0) + language.gzip;
    const brotli = files.reduce((sum, file) => sum + measure(file).brotli, 0) + language.brotli;
    return { page, files: files.length, gzipKib: gzip / 1024, brotliKib: brotli / 1024, budgetKib: kib };
  });
  return { pages, over: pages.filter((p) => p.gzipKib > p.budgetKib) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages, over } = measurePages(path.resolve(process.argv[2] ?? 'dist'));
  for (const p of pages) {
    const verdict = p.gzipKib > p.budgetKib ? 'OVER BUDGET' : 'ok';
    console.log(
      `${p.page}: ${p.gzipKib.toFixed(1)} KiB gzip (${p.brotliKib.toFixed(1)} brotli) of JS in ${p.files} files, budget ${p.budgetKib} KiB: ${verdict}`,
    );
  }
  if (over.length > 0) process.exit(1);
}
