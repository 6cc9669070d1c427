/** A language's strings by namespace, from its `locales/<lng>/<namespace>.json` files. */
export type LanguageBundle = Record<string, Record<string, unknown>>;

/** Turns an eager `import.meta.glob` of one language's files into its bundle. */
export function collect(files: Record<string, { default: Record<string, unknown> }>): LanguageBundle {
  const bundle: LanguageBundle = {};
  for (const [path, module] of Object.entries(files)) {
    const ns = /([^/]+)\.json$/.exec(path)?.[1];
    if (ns) bundle[ns] = module.default;
  }
  return bundle;
}
