import { directionControls, looseMoney } from './hostile-values.js';
import type { JsonSchema } from './json-schema.js';
import { show } from './mutations.js';

type Path = (string | number)[];
type Strictness = 'money' | 'single-line';

/**
 * The money and single-line text fields inside `value`, found by walking it beside its schema
 * (the `x-money` and `x-single-line` marks the domain puts on MoneyField and SafeString).
 */
export function strictLeaves(schema: JsonSchema | undefined, value: unknown, path: Path = []): [Path, Strictness][] {
  if (!schema) return [];
  if (schema['x-money']) return [[path, 'money']];
  if (schema['x-single-line'] && typeof value === 'string') return [[path, 'single-line']];
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (options.length > 0) {
    for (const option of options) {
      const found = strictLeaves(option, value, path);
      if (found.length > 0) return found;
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => strictLeaves(schema.items, item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strictLeaves(schema.properties?.[key], item, [...path, key]));
  return [];
}

/** What a strict field is sent, and why accepting it is wrong. */
export const strictValues: Record<Strictness, { values: readonly unknown[]; why: string }> = {
  money: { values: looseMoney, why: 'a loose amount accepted' },
  'single-line': { values: directionControls, why: 'a direction control accepted' },
};

/** Labels a case that must be refused (any 2xx fails the suite). */
export function mustRefuse(kind: Strictness, path: Path, value: unknown): { label: string; mustRefuse: string } {
  return { label: `${kind}: ${path.join('.')} = ${show(value)}`, mustRefuse: strictValues[kind].why };
}
