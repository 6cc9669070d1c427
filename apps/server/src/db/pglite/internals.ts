import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { runNamedOnPglite } from './prepared-statements.js';
import type { PGliteTakingTurns } from './taking-turns.js';

/** What the adapter relies on beyond PGlite's documented API; each is checked at boot. */
const methods = [
  // The outer lock every query, exec and transaction takes once (taking-turns.ts overrides it;
  // prepared-statements.ts takes it so a statement never runs inside an open transaction).
  { owner: 'PGlite.prototype', name: '_runExclusiveTransaction', arity: 1, of: PGlite.prototype },
  // The inner lock around one exchange on the connection.
  { owner: 'PGlite.prototype', name: '_runExclusiveQuery', arity: 1, of: PGlite.prototype },
  { owner: 'PGlite.prototype', name: 'execProtocol', arity: 1, of: PGlite.prototype },
  { owner: 'protocol.serialize', name: 'parse', arity: 1, of: protocol.serialize },
  { owner: 'protocol.serialize', name: 'describe', arity: 1, of: protocol.serialize },
  { owner: 'protocol.serialize', name: 'bind', arity: 0, of: protocol.serialize },
  { owner: 'protocol.serialize', name: 'execute', arity: 1, of: protocol.serialize },
  { owner: 'protocol.serialize', name: 'sync', arity: 0, of: protocol.serialize },
  { owner: 'parse', name: 'parseResults', arity: 4, of: parse },
  { owner: 'parse', name: 'parseDescribeStatementResults', arity: 1, of: parse },
] as const;

/** A PGlite internal the adapter relies on is gone or changed: raised at boot, never at a sale. */
export class PgliteInternalsError extends Error {
  constructor(what: string) {
    super(
      `PGlite adapter: ${what}. The installed @electric-sql/pglite no longer has an internal that ` +
        'apps/server/src/db/pglite/ relies on (written for 0.5.16); pin that version or adapt the ' +
        'adapter, then run its contract tests (apps/server/src/db/pglite/*.test.ts).',
    );
    this.name = 'PgliteInternalsError';
  }
}

/** The methods of `methods` that are missing or take another number of arguments. */
export function missingInternals(): string[] {
  const wrong: string[] = [];
  for (const m of methods) {
    const fn: unknown = Reflect.get(m.of, m.name);
    if (typeof fn !== 'function') wrong.push(`${m.owner}.${m.name} is missing`);
    else if (fn.length !== m.arity) wrong.push(`${m.owner}.${m.name} takes ${fn.length} arguments, not ${m.arity}`);
  }
  return wrong;
}

/** Throws PgliteInternalsError when a method of `methods` is missing or changed its arity. */
export function assertPgliteInternals(): void {
  const wrong = missingInternals();
  if (wrong.length > 0) throw new PgliteInternalsError(wrong.join('; '));
}

/**
 * Checks, on the database just opened, every PGlite internal the adapter relies on: the methods
 * and their arity (before opening too: assertPgliteInternals), the type serializers and parsers, that a query takes the outer lock (so it
 * takes its turn and waits for an open transaction), and one named statement answered and one
 * refused over the wire protocol (framing, and the error with its SQLSTATE). About 2 ms.
 */
export async function checkPgliteInternals(client: PGliteTakingTurns): Promise<void> {
  assertPgliteInternals();
  if (typeof client.serializers?.[23] !== 'function' || typeof client.parsers?.[23] !== 'function') {
    throw new PgliteInternalsError('its serializers and parsers by type OID (int4 = 23) are not where they were');
  }
  const turns = client.turnsTaken;
  await client.query('select 1');
  if (client.turnsTaken === turns) {
    throw new PgliteInternalsError('query() no longer takes _runExclusiveTransaction');
  }
  const answer = await runNamedOnPglite<{ n: number; t: string }>(client, bootProbe, [41, 'ok']).catch(
    (error: unknown) => error,
  );
  if (!Array.isArray(answer) || answer[0]?.n !== 42 || answer[0]?.t !== 'ok') {
    throw new PgliteInternalsError(`a named statement's answer did not parse (got ${String(answer)})`);
  }
  const refusal = await runNamedOnPglite(client, bootRefusal, [0]).catch((error: unknown) => error);
  if (Reflect.get(Object(refusal), 'code') !== '22012') {
    throw new PgliteInternalsError(`a named statement's error came back without its SQLSTATE (got ${String(refusal)})`);
  }
}

const bootProbe = { name: 'assist_boot_probe', text: 'select $1::int + 1 as n, $2::text as t' };
const bootRefusal = { name: 'assist_boot_refusal', text: 'select 1 / $1::int as n' };
