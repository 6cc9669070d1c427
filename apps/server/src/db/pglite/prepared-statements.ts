import { type PGliteInterface, parse, protocol } from '@electric-sql/pglite';

/** A statement of fixed text ($1, $2 ... for its values), parsed once under its name. */
export interface NamedStatement {
  name: string;
  text: string;
}

const { serialize } = protocol;

/** Per PGlite instance, the statements parsed on its one connection, with their parameter types. */
const parsedOn = new WeakMap<PGliteInterface, Map<string, number[]>>();

/** Parses `statement` under its name once per instance; answers its parameter types. */
async function parameterTypes(client: PGliteInterface, statement: NamedStatement): Promise<number[]> {
  let parsed = parsedOn.get(client);
  if (!parsed) {
    parsed = new Map();
    parsedOn.set(client, parsed);
  }
  const known = parsed.get(statement.name);
  if (known) return known;
  const { messages } = await client.execProtocol(
    Buffer.concat([
      serialize.parse({ name: statement.name, text: statement.text, types: [] }),
      serialize.describe({ type: 'S', name: statement.name }),
      serialize.sync(),
    ]),
  );
  const types = parse.parseDescribeStatementResults(messages);
  parsed.set(statement.name, types);
  return types;
}

/**
 * Runs a named prepared statement on PGlite. PGlite's `query` parses and plans its text at every
 * call, in six calls into the database (parse, describe, bind, describe, execute, sync); the
 * checkout's two statements spent more time being planned than being run (a raw sale 3.0 ms, 1.5
 * ms this way; docs/decisions/2026-11-25-pglite-prepared-statements.md). Here the text is parsed
 * once, then each call is one message: bind, describe, execute, sync, so even a statement that
 * raises leaves the connection ready. It waits for any transaction or query under way, as
 * `query` does, so it never runs inside another request's transaction on the shared connection
 * (and, on the server's PGliteTakingTurns, lets the event loop turn first).
 */
export function runNamedOnPglite<Row>(
  client: PGliteInterface,
  statement: NamedStatement,
  values: unknown[],
): Promise<Row[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const types = await parameterTypes(client, statement);
      const text = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        Buffer.concat([
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
