import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { coreNamespaces } from '../i18n/bundles/core-namespaces';
import { pageNamespaces } from './lazy-page';
import { pathPages, routeRegistry } from './route-registry';
import * as shellPages from './shell-pages';

// Each page's string sets load with its chunk (lazy-page.ts): a part that asks for a namespace its
// route did not list suspends the whole page once drawn and blanks it. This reads the code each
// page imports (static imports: a part loaded with import() waits in a Suspense of its own, as the
// sign-in page's lazy forms do) and checks every `useTranslation` namespace, and every namespace of
// a key spelled `ns:key`, is the core's or listed (the other screens' strings come only after the
// first screen: lib/first-screen.ts).

const appDir = dirname(new URL(import.meta.url).pathname);
const englishDir = resolve(appDir, '../i18n/locales/en');
const englishStrings = new Map(
  readdirSync(englishDir).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(resolve(englishDir, file), 'utf8')) as Record<string, unknown>,
  ]),
);

/** `ns:key` names a string (a plural's forms count), not a performance mark like `pos:catalog-build`. */
function isStringKey(namespace: string, key: string): boolean {
  let node: unknown = englishStrings.get(namespace);
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    const last = index === parts.length - 1;
    node = record[part] ?? (last ? (record[`${part}_one`] ?? record[`${part}_other`]) : undefined);
  }
  return node !== undefined;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The namespaces every module reachable from `entry` by static relative imports asks for. */
function namespacesUsed(entry: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/useTranslation\(([^)]*)\)/g))
      for (const name of (call[1] ?? '').matchAll(/'([^']+)'/g)) used.add(name[1] as string);
    // A key of another namespace spelled out (`t('inventory:list.boxes')`, or passed to a helper).
    for (const key of text.matchAll(/['`]([A-Za-z-]+):([A-Za-z][\w.-]*)['`]/g))
      if (isStringKey(key[1] as string, key[2] as string)) used.add(key[1] as string);
    // A key built in a template: `inventory:${key}`, `inventory:categories.${category}`.
    for (const key of text.matchAll(/`([A-Za-z-]+):([A-Za-z][\w.-]*\.)?\$\{/g)) {
      const prefix = (key[2] ?? '').replace(/\.$/, '');
      if (englishStrings.has(key[1] as string) && (prefix === '' || isStringKey(key[1] as string, prefix)))
        used.add(key[1] as string);
    }
    for (const imported of text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
      const next = resolveImport(file, imported[1] as string);
      if (next) queue.push(next);
    }
  }
  return used;
}

/** `key -> page module file` as written in a registry file (`key: page(() => import(...)`, or `layout(`). */
function pageFiles(registryFile: string): Map<string, string> {
  const path = resolve(appDir, registryFile);
  const text = readFileSync(path, 'utf8');
  const files = new Map<string, string>();
  for (const entry of text.matchAll(/(\w+|'[^']+')(?::|\s*=)\s*(?:page|layout)\(\s*\(\) => import\('([^']+)'\)/g)) {
    const file = resolveImport(path, entry[2] as string);
    if (file) files.set((entry[1] as string).replaceAll("'", ''), file);
  }
  return files;
}

const registries: [string, Record<string, ComponentType | undefined>][] = [
  ['route-registry.tsx', { ...routeRegistry, ...pathPages }],
  ['shell-pages.tsx', shellPages as Record<string, ComponentType>],
];

describe.each(registries)('%s: every page loads the string sets its parts use', (file, pages) => {
  const files = pageFiles(file);

  it('finds the module of every page', () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(pages).sort());
  });

  it.each([...files.entries()])('%s', (name, module) => {
    const declared = new Set(pageNamespaces(pages[name]));
    const missing = [...namespacesUsed(module)].filter((ns) => !coreNamespaces.has(ns) && !declared.has(ns));
    expect(missing, `add to ${name}'s page(...) in ${file}`).toEqual([]);
  });
});
