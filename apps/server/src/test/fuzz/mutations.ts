import fc from 'fast-check';
import { hostileValue } from './hostile-values.js';

/** A JSON value with one change an attacker would make. */
export interface Mutated {
  value: unknown;
  change: string;
}

type Path = (string | number)[];

/** Every path to a value inside `value` (the root included as []). */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pathsOf(item, [...path, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  return out;
}

function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove && !Array.isArray(target)) delete target[last];
  else
    Object.defineProperty(target, last, { value: replacement, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The strings and numbers inside `value` with their paths. */
export function leavesOf(value: unknown): [Path, unknown][] {
  return pathsOf(value)
    .map(
      (path) =>
        [path, path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value)] as [Path, unknown],
    )
    .filter(([, leaf]) => typeof leaf === 'string' || typeof leaf === 'number');
}

/** `value` with the leaf at `path` replaced. */
export function setLeaf(value: unknown, path: Path, replacement: unknown): unknown {
  return setAt(value, path, replacement);
}

/** One hostile change to `example`: a field replaced, removed or added, or the whole value swapped. */
export function mutationOf(example: unknown): fc.Arbitrary<Mutated> {
  const paths = pathsOf(example);
  const objectPaths = paths.filter((path) => {
    const at = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], example);
    return at !== null && typeof at === 'object' && !Array.isArray(at);
  });
  const replace = fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => ({
    value: setAt(example, path, value),
    change: `${path.join('.') || '(root)'} = ${show(value)}`,
  }));
  const remove = fc
    .constantFrom(...paths.filter((p) => p.length > 0 && typeof p[p.length - 1] === 'string'), ['__none__'])
    .map((path) => ({ value: setAt(example, path, undefined, true), change: `without ${path.join('.')}` }));
  const add = objectPaths.length
    ? fc
        .tuple(
          fc.constantFrom(...objectPaths),
          fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'ownerId'),
          hostileValue,
        )
        .map(([path, key, value]) => ({
          value: setAt(example, [...path, key], value),
          change: `add ${[...path, key].join('.')}`,
        }))
    : replace;
  return fc.oneof({ weight: 6, arbitrary: replace }, { weight: 1, arbitrary: remove }, { weight: 1, arbitrary: add });
}

export function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length})` : text;
}
