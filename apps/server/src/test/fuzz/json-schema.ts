import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes it from our zod contracts) the suite reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  /** A money field of the domain (MoneyField). */
  'x-money'?: boolean;
  /** A single-line text field of the domain (SafeString). */
  'x-single-line'?: boolean;
}

/**
 * A value the schema accepts (as far as JSON Schema says; zod refinements such as "a real date"
 * or "passwords match" may still refuse it, which is fine: the suite mutates from there).
 * Example: exampleOf({ type: 'integer', minimum: 1, maximum: 9 }) draws 1..9.
 */
export function exampleOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => exampleOf(option, depth)));
  if (schema.allOf?.length) return exampleOf(schema.allOf[0] ?? {}, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, depth);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, 3));
      return depth > 4 ? fc.constant([]) : fc.array(exampleOf(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'integer':
      return fc.integer({ min: lower(schema, 1, 0), max: upper(schema, 1, 1000) });
    case 'number':
      return fc
        .integer({ min: lower(schema, 0.01, 0) * 100, max: upper(schema, 0.01, 1000) * 100 })
        .map((n) => n / 100);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema);
    default:
      return fc.constant('x');
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) record[key] = exampleOf(value, depth + 1);
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(record, { requiredKeys });
}

/** Small, readable bounds: the example stays near the low end, the mutations go to the edges. */
function lower(schema: JsonSchema, step: number, fallback: number): number {
  if (typeof schema.exclusiveMinimum === 'number') return Math.ceil((schema.exclusiveMinimum + step) / step) * step;
  if (schema.minimum === undefined) return fallback;
  const min = schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
  return Math.max(min, -1000);
}

function upper(schema: JsonSchema, step: number, fallback: number): number {
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : schema.maximum;
  return Math.max(lower(schema, step, 0), Math.min(max ?? fallback, 1000));
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.constantFrom('fuzz@test.assist', 'another@test.assist');
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return fc.constantFrom('2026-01-15', '2031-12-31');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 1000));
    } catch {
      return fc.constant('x');
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, 20));
  return fc
    .string({ minLength, maxLength, unit: 'grapheme-ascii' })
    .map((s) => (s.trim() ? s : 'a'.repeat(Math.max(1, minLength))));
}
