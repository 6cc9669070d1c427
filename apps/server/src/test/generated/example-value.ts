import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { candidatesFor } from './example-hints.js';
import { regexExample } from './regex-example.js';

/** The parts of zod 4's schema definitions the generator reads. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: Schema;
  out?: Schema;
  items?: Schema[];
  format?: string;
  pattern?: RegExp;
  getter?: () => Schema;
  defaultValue?: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
export type Schema = z.ZodType;
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => [
  ...(def.checks ?? []).map((c) => c._zod.def),
  ...(def.format ? [{ check: 'string_format', format: def.format, pattern: def.pattern }] : []),
];

/** A plausible value for a string with these checks: a hint for the key that fits them, or "Test". */
function exampleString(checks: CheckDef[], key: string): string {
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(10_000, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 10_000));
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const format = checks.find((c) => c.check === 'string_format');
  const fits = (s: string) =>
    s.length >= min &&
    s.length <= max &&
    (exact === undefined || s.length === exact) &&
    (!format?.pattern || new RegExp(format.pattern.source, format.pattern.flags.replace('g', '')).test(s));
  const byFormat: Record<string, string> = {
    email: `e${randomUUID().slice(0, 6)}@example.com`,
    uuid: randomUUID(),
    date: new Date().toISOString().slice(0, 10),
    datetime: new Date().toISOString(),
    url: 'https://example.com',
  };
  const fixed =
    format?.format === 'regex' && format.pattern ? regexExample(format.pattern) : byFormat[format?.format ?? ''];
  const found = [fixed, ...candidatesFor(key), 'Test'].find((c): c is string => typeof c === 'string' && fits(c));
  if (found) return found;
  return 'T'.repeat(Math.max(1, min, exact ?? 0)).slice(0, Math.max(1, max));
}

function exampleNumber(checks: CheckDef[]): number {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  for (const c of checks) {
    const value = Number(c.value);
    if (c.check === 'greater_than') low = Math.max(low, c.inclusive ? value : value + 1e-9);
    if (c.check === 'less_than') high = Math.min(high, c.inclusive ? value : value - 1e-9);
  }
  const whole = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  let n = Math.min(Math.max(1, low), high);
  if (whole) n = Math.ceil(n) <= high ? Math.ceil(n) : Math.floor(n);
  return n;
}

/**
 * An example value for a zod schema, as a client would send it (the input side of transforms and
 * pipes). Every field of an object is filled, optional ones too; `key` names the field, for hints.
 */
export function exampleOf(schema: Schema, key = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, s]) => [k, exampleOf(s, k)]));
    case 'string':
      return exampleString(checksOf(def), key);
    case 'number':
    case 'int':
      return exampleNumber(checksOf(def));
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return new Date().toISOString();
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'null':
      return null;
    case 'array': {
      const min = checksOf(def).find((c) => c.check === 'min_length')?.minimum ?? 1;
      return Array.from({ length: Math.max(1, min) }, () => (def.element ? exampleOf(def.element, key) : 'Test'));
    }
    case 'tuple':
      return (def.items ?? []).map((item) => exampleOf(item, key));
    case 'union':
      return def.options?.[0] ? exampleOf(def.options[0], key) : undefined;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? exampleOf(def.innerType, key) : undefined;
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: the schema says what to send.
      if (def.in && defOf(def.in).type !== 'transform') return exampleOf(def.in, key);
      return def.out ? exampleOf(def.out, key) : undefined;
    case 'lazy':
      return def.getter ? exampleOf(def.getter(), key) : undefined;
    case 'record':
      return {};
    default:
      // unknown, any, transform, custom: nothing to read; the repair in validExample fills it in.
      return candidatesFor(key)[0] ?? {};
  }
}
