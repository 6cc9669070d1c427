/**
 * A path parameter names a tenant's object when it is `id` or ends in `Id` (`:id`, `:productId`);
 * others (`:username`, `:year`) are not objects of a tenant and are filled with an example value.
 */
export const isObjectId = (name: string) => name === 'id' || /Id$/.test(name);

const isIdKey = (key: string) => isObjectId(key) || /Ids$/.test(key);

/** The paths of the id-named fields (`supplierId`, `items.0.inventoryId`, `orderIds`) in a body. */
export function idFieldsOf(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => idFieldsOf(item, [...path, String(i)]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    isIdKey(key) && (typeof inner === 'number' || Array.isArray(inner))
      ? [[...path, key]]
      : idFieldsOf(inner, [...path, key]),
  );
}

/** A copy of the body with every id field (or list of ids) pointing at `id`. */
export function pointedAt(body: unknown, fields: string[][], id: number): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const path of fields) {
    const parent = path.slice(0, -1).reduce<Record<string, unknown>>((v, k) => v[k] as Record<string, unknown>, copy);
    const key = path.at(-1) as string;
    parent[key] = Array.isArray(parent[key]) ? [id] : id;
  }
  return copy;
}
