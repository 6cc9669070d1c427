import { describe, expect, it } from 'vitest';
import { type ModuleInfo, moduleGraph, namesImported } from './module-graph';

// A tiny graph: the domain's barrel re-exports money, contracts and a sub-barrel (sales/index).
const modules: Record<string, { code: string; importedIds?: string[]; exports?: string[] }> = {
  '/app/sign-in.tsx': {
    code: "import { toMinor, type Money } from '@assist/domain';\nimport type { Sale } from '@assist/domain';",
    importedIds: ['/packages/domain/src/index.ts'],
  },
  '/app/till.tsx': {
    code: "import { SaleRequest, cartTotal } from '@assist/domain';",
    importedIds: ['/packages/domain/src/index.ts'],
  },
  '/app/odd.tsx': { code: "import * as domain from '@assist/domain';", importedIds: ['/packages/domain/src/index.ts'] },
  '/packages/domain/src/index.ts': {
    code: "export * from './common/money.js';\nexport * from './sales/index.js';\nexport { SaleRequest } from './sales/contracts.js';",
    importedIds: [
      '/packages/domain/src/common/money.ts',
      '/packages/domain/src/sales/index.ts',
      '/packages/domain/src/sales/contracts.ts',
    ],
  },
  '/packages/domain/src/common/money.ts': { code: 'export function toMinor() {}', exports: ['toMinor'] },
  '/packages/domain/src/sales/index.ts': {
    code: "// the sales barrel\nexport * from './cart.js';",
    importedIds: ['/packages/domain/src/sales/cart.ts'],
  },
  '/packages/domain/src/sales/cart.ts': {
    code: "import { toMinor } from '../common/money.js';\nexport const cartTotal = 1;",
    importedIds: ['/packages/domain/src/common/money.ts'],
  },
  '/packages/domain/src/sales/contracts.ts': { code: 'export const SaleRequest = 1;\nexport const other = 2;' },
};
const ctx = {
  getModuleInfo: (id: string): ModuleInfo => {
    const m = modules[id];
    return m ? { code: m.code, importedIds: m.importedIds ?? [], exports: m.exports } : null;
  },
};

describe('the import graph through barrels', () => {
  it('reads the names a module imports, types left out', () => {
    expect(namesImported(modules['/app/sign-in.tsx']?.code ?? '', '@assist/domain')).toEqual(['toMinor']);
    expect(namesImported("export { LoginRequest as L } from '@assist/domain';", '@assist/domain')).toEqual([
      'LoginRequest',
    ]);
    expect(namesImported(modules['/app/odd.tsx']?.code ?? '', '@assist/domain')).toBeNull();
  });

  it('follows a module only to the domain modules that define the names it imports', () => {
    const { closure } = moduleGraph(ctx);
    expect([...closure(['/app/sign-in.tsx'])].sort()).toEqual([
      '/app/sign-in.tsx',
      '/packages/domain/src/common/money.ts',
    ]);
    expect([...closure(['/app/till.tsx'])].sort()).toEqual([
      '/app/till.tsx',
      '/packages/domain/src/common/money.ts',
      '/packages/domain/src/sales/cart.ts',
      '/packages/domain/src/sales/contracts.ts',
    ]);
  });

  it('enters the whole barrel for a namespace import', () => {
    expect(moduleGraph(ctx).closure(['/app/odd.tsx']).has('/packages/domain/src/sales/contracts.ts')).toBe(true);
  });
});
