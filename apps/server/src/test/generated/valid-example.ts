import type { z } from 'zod';
import { type Schema, exampleOf } from './example-value.js';
import { candidatesFor, genericCandidates } from './example-hints.js';

type Path = PropertyKey[];
type Json = Record<PropertyKey, unknown>;

function withValue(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [PropertyKey, ...Path];
  const base = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Json) }) as Json;
  const next = withValue(base[head], rest, value);
  if (next === undefined && !Array.isArray(base)) delete base[head];
  else base[head] = next;
  return base;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((k, i) => k === b[i]);

const issuesOf = (schema: Schema, value: unknown): z.core.$ZodIssue[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues;
};

/** What to try at a path: hints for its name, the values of its siblings (a confirmation field), the rest. */
function candidatesAt(root: unknown, path: Path): unknown[] {
  const key = String(path.at(-1) ?? '');
  const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Json | undefined)?.[k], root);
  const siblings = parent && typeof parent === 'object' ? Object.values(parent as Json) : [];
  return [...candidatesFor(key), ...siblings, ...genericCandidates];
}

/** Fields of the object at `path` that could be left out (a refinement that wants one of two). */
function leaveOuts(root: unknown, path: Path): Path[] {
  const node = path.reduce<unknown>((v, k) => (v as Json | undefined)?.[k], root);
  return node && typeof node === 'object' && !Array.isArray(node) ? Object.keys(node).map((k) => [...path, k]) : [];
}

/**
 * A value the schema accepts: the example, then repaired where a refinement refused it, one
 * issue at a time (a better value at the issue's path, or a field left out), while the count of
 * issues falls. `ok` is false when the repair found nothing: the caller reports the route.
 */
export function validExample(schema: Schema): { value: unknown; ok: boolean; issues: string[] } {
  let value = exampleOf(schema);
  let issues = issuesOf(schema, value);
  const seen = new Set([JSON.stringify(value)]);
  for (let round = 0; round < 40 && issues.length > 0; round += 1) {
    const issue = issues[0] as z.core.$ZodIssue;
    const path = issue.path as Path;
    // A refinement of the whole object is mended by leaving a field out, never by replacing it.
    const candidates = path.length > 0 ? candidatesAt(value, path) : [];
    const moves = [
      ...candidates.map((c) => withValue(value, path, c)),
      ...leaveOuts(value, path.length > 0 ? path.slice(0, -1) : []).map((p) => withValue(value, p, undefined)),
    ].filter((next) => !seen.has(JSON.stringify(next)));
    let best: { next: unknown; nextIssues: z.core.$ZodIssue[] } | undefined;
    for (const next of moves) {
      const nextIssues = issuesOf(schema, next);
      if (!best || nextIssues.length < best.nextIssues.length) best = { next, nextIssues };
      if (nextIssues.length === 0) break;
    }
    // Fewer issues, or as many but this one mended (a later rule only runs once earlier ones pass).
    const mended = best && !best.nextIssues.some((i) => i.message === issue.message && samePath(i.path, path));
    if (!best || best.nextIssues.length > issues.length || (best.nextIssues.length === issues.length && !mended)) break;
    value = best.next;
    issues = best.nextIssues;
    seen.add(JSON.stringify(value));
  }
  return { value, ok: issues.length === 0, issues: issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}
