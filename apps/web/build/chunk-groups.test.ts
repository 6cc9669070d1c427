import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';
import type { ModuleInfo } from './module-graph';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const [main, start, auth, layout, registry, till, stock, button, field] = [
  'main.tsx',
  'app/start.tsx',
  'features/auth/pages/auth-page.tsx',
  'app/layout/app-layout.tsx',
  'app/route-registry.tsx',
  'features/pos/pages/pos-page.tsx',
  'features/inventory/pages/inventory-page.tsx',
  'components/ui/button.tsx',
  'components/ui/badge.tsx',
].map(src) as [string, string, string, string, string, string, string, string, string];
// main imports start and the sign-in page with import(); both use the button; the two pages share the badge.
const graph: Record<string, { imports?: string[]; lazy?: string[]; lazyFrom?: string[] }> = {
  [main]: { lazy: [start, auth] },
  [start]: { imports: [button, registry], lazyFrom: [main] },
  [auth]: { imports: [button], lazyFrom: [main] },
  [registry]: { lazy: [till, stock] },
  [layout]: {},
  [till]: { imports: [button, field], lazyFrom: [registry] },
  [stock]: { imports: [field], lazyFrom: [registry] },
  [button]: {},
  [field]: {},
};
const ctx = {
  getModuleInfo: (id: string): ModuleInfo => ({
    code: '',
    importedIds: graph[id]?.imports ?? [],
    dynamicallyImportedIds: graph[id]?.lazy ?? [],
    dynamicImporters: graph[id]?.lazyFrom ?? [],
  }),
};
const groupOf = (id: string) =>
  chunkGroups()
    .map((group) => group.name(id, ctx))
    .find((name) => name) ?? null;

describe('chunk groups', () => {
  it("puts the sign-in page's modules the signed-in pages use in common, and what two pages share in signed-in", () => {
    expect(groupOf(button)).toBe('common');
    expect(groupOf(field)).toBe('signed-in');
  });

  it('never groups a module imported with import() (grouped, it lost its exports: no screen)', () => {
    for (const lazy of [start, auth, till, stock]) expect(groupOf(lazy)).toBeNull();
  });
});
