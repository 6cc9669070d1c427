import { type PGliteInterface, parse, protocol } from '@electric-sql/pglite';
import type { PreparedStatement } from './prepared.js';

/** Per PGlite instance, the statements parsed on its one connection, with their parameter types. */
const parsedOn = new WeakMap<PGliteInterface, Map<string, number[]>>();

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/** Parses `statement` under its name once per instance; answers its parameter types. */
async function parameterTypes(client: PGliteInterface, statement: PreparedStatement): Promise<number[]> {
  let parsed = parsedOn.get(client);
  if (!parsed) {
    parsed = new Map();
    parsedOn.set(client, parsed);
  }
  const known = parsed.get(statement.name);
  if (known) return known;
  const { serialize } = protocol;
  const { messages } = await client.execProtocol(
    joined([
      serialize.parse({ name: statement.name, text: statement.text, types: [] }),
      serialize.describe({ type: 'S', name: statement.name }),
      serialize.sync(),
    ]),
  );
  const types = parse.parseDescribeStatementResults(messages);
  parsed.set(statement.name, types);
  return types;
}

/** Resolves on the event loop's next turn, after the I/O callbacks waiting now. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a named prepared statement on PGlite. PGlite's `query` parses and plans its text at every
 * call, in six calls into the database (parse, describe, bind, describe, execute, sync); the
 * checkout's two statements spent more time being planned than being run (a raw sale 3.0 ms, 1.5
 * ms this way; docs/decisions/2026-11-25-pglite-prepared-statements.md). Here the text is parsed
 * once, then each call is one message: bind, describe, execute, sync, so even a statement that
 * raises leaves the connection ready. It waits for any transaction or query under way, as
 * `query` does, so it never runs inside another request's transaction on the shared connection.
 *
 * It first lets the event loop turn once. PGlite runs on this thread and answers without I/O, so
 * statements queued behind one another would run back to back in microtasks, and requests that
 * arrived meanwhile would not even be read until the queue ran dry: at 10 tills, one sale in ten
 * waited a whole extra round (p95 29 ms against p50 20). Yielding first serves them in the order
 * they came (p95 24 ms, and 6% more sales a second).
 */
export async function runNamedOnPglite<Row>(
  client: PGliteInterface,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  await nextTurn();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const types = await parameterTypes(client, statement);
      const text = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { serialize } = protocol;
      const { messages } = await client.execProtocol(
        joined([
          serialize.bind({ statement: statement.name, values: text }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}
