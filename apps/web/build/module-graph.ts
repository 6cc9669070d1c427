/**
 * The import graph as the chunk groups read it (build/chunk-groups.ts), walked through barrels by
 * imported name. lucide-react's index and @assist/domain's index re-export every module of their
 * package; walking their imports would make every icon and every domain module look used by every
 * page that imports one of them. So a module that imports from a barrel is followed only to the
 * modules that export the names it imports (docs/decisions/2026-11-29-fewer-chunks.md).
 */
export type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds?: readonly string[];
  dynamicImporters?: readonly string[];
  exports?: readonly string[];
  code: string | null;
} | null;
export type Context = { getModuleInfo(id: string): ModuleInfo };

/** A barrel: its id, and the specifier modules import it by. */
type Barrel = { id: RegExp; specifier: string };
const barrels: Barrel[] = [
  { id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, specifier: 'lucide-react' },
  { id: /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/, specifier: '@assist/domain' },
];

/** Names a module's code imports (or re-exports) from `specifier`, types left out (`null`: a namespace import, all of them). */
export function namesImported(code: string, specifier: string): string[] | null {
  const quoted = specifier.replace(/[/@.-]/g, '\\$&');
  if (new RegExp(`(import|export)\\s*\\*[^;]*from\\s*["']${quoted}["']`).test(code)) return null;
  const named = new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g');
  const names: string[] = [];
  for (const [, , typeOnly, list = ''] of code.matchAll(named)) {
    if (typeOnly) continue;
    for (const part of list.split(',').map((n) => n.trim()))
      if (part && !part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0] ?? '');
  }
  return names;
}

/** Whether a module only re-exports others (`export * from`, `export { a } from`, `export type ...`). */
function reexportsOnly(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?/g, '');
  return rest.trim() === '';
}

/** Reads the graph once: `closure` walks static imports through the barrels by name. */
export function moduleGraph(ctx: Context) {
  const exporters = new Map<string, Map<string, string>>();
  /** Name -> the module that defines it, for the barrel `id` (barrels inside it flattened). */
  const exportersOf = (id: string): Map<string, string> => {
    let map = exporters.get(id);
    if (map) return map;
    map = new Map();
    exporters.set(id, map);
    const info = ctx.getModuleInfo(id);
    const idOf = (spec: string) => {
      const tail = spec.replace(/^\.\//, '/').replace(/\.m?[jt]sx?$/, '');
      return info?.importedIds.find((next) =>
        next
          .replace(/\.m?[jt]sx?$/, '')
          .replace(/\\/g, '/')
          .endsWith(tail),
      );
    };
    const reexport = /export\s+(type\s+)?(\*|\{([^}]*)\})\s*from\s*["'](\.\/[^"']+)["']/g;
    for (const [, typeOnly, star, list = '', spec = ''] of (info?.code ?? '').matchAll(reexport)) {
      const owner = typeOnly ? undefined : idOf(spec);
      if (!owner) continue;
      const ownerCode = ctx.getModuleInfo(owner)?.code ?? '';
      const nested = reexportsOnly(ownerCode) ? exportersOf(owner) : undefined;
      const set = (name: string, as: string) => {
        const definer = nested ? nested.get(name) : owner;
        if (definer && !map?.has(as)) map?.set(as, definer);
      };
      if (star === '*') {
        if (nested) for (const name of nested.keys()) set(name, name);
        else
          for (const name of [...(ctx.getModuleInfo(owner)?.exports ?? []), ...ownExports(ownerCode)]) set(name, name);
      } else
        for (const part of list.split(',').map((n) => n.trim()))
          if (part && !part.startsWith('type ')) {
            const [name = '', as = name] = part.split(/\s+as\s+/);
            set(name, as);
          }
    }
    return map;
  };

  /** The modules `id` imports statically, a barrel replaced by the modules that define the names imported. */
  const importsOf = (id: string): string[] => {
    const info = ctx.getModuleInfo(id);
    return (info?.importedIds ?? []).flatMap((next) => {
      const barrel = barrels.find((b) => b.id.test(next));
      if (!barrel) return [next];
      const owners = exportersOf(next);
      const resolved = namesImported(info?.code ?? '', barrel.specifier)?.map((name) => owners.get(name));
      // A namespace import, or a name not found (renamed on re-export): the whole barrel, to be safe.
      return !resolved || resolved.some((owner) => owner === undefined) ? [next] : (resolved as string[]);
    });
  };

  /** Every module `roots` import statically (the roots included), barrels entered by name only. */
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...importsOf(id));
    }
    return seen;
  };
  return { closure, importsOf };
}

/** Names a module's own code declares as exported (when the bundler does not list them). */
function ownExports(code: string): string[] {
  const names = [
    ...code.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)/g),
  ];
  const lists = [...code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)].flatMap(([, list = '']) =>
    list.split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return [...names.map((m) => m[1] ?? ''), ...lists].filter(Boolean);
}
