import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../database.js';
import { rowsOf } from '../rows.js';
import * as schema from '../schema/index.js';
import { openPglite } from './open.js';
import { PGliteTakingTurns } from './taking-turns.js';
import { WorkerHost } from './worker-host.js';
import type { WorkerReply } from './worker-protocol.js';
import { PgliteWorkerClient, PgliteWorkerStopped, startPgliteWorker } from './worker-client.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One empty database (initdb once for the file); each test starts from its image. */
let image: Blob;
beforeAll(async () => {
  const first = PgliteWorkerClient.start({}, (error) => {
    throw error;
  });
  await first.waitReady;
  image = await first.dumpDataDir();
  await first.close();
});

const openCopy = async () => openPglite({ dataDir: 'memory://', migrationsFolder: '', migrate: false, image });

describe('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openCopy();
  });
  afterAll(() => database.close());

  it("leaves the server's event loop free while a long query runs", async () => {
    const order: string[] = [];
    const heavy = database.db
      .execute(sql`select count(*)::int as n from generate_series(1, 3000000)`)
      .then((result) => order.push(`query answered ${rowsOf<{ n: number }>(result)[0]!.n}`));
    // On the server's thread, the query would run in one of these turns and answer before the rest.
    for (const turn of ['first', 'second', 'third']) {
      await nextTurn();
      order.push(`${turn} turn`);
    }
    await heavy;
    expect(order).toEqual(['first turn', 'second turn', 'third turn', 'query answered 3000000']);
  });
});

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One column of every type the schema uses (db/schema/), and the bigint both ways. */
const typed = pgTable('typed', {
  id: serial('id').primaryKey(),
  count: integer('count').notNull(),
  big: bigint('big', { mode: 'bigint' }),
  bigNumber: bigint('big_number', { mode: 'number' }),
  money: numeric('money', { precision: 14, scale: 2 }),
  name: text('name'),
  yes: boolean('yes'),
  at: timestamp('at', { withTimezone: true }),
  day: date('day', { mode: 'string' }),
  doc: jsonb('doc').$type<unknown>(),
  content: bytes('content'),
  operation: uuid('operation'),
});

const createTyped = sql`create table typed (id serial primary key, count integer not null, big bigint,
  big_number bigint, money numeric(14, 2), name text, yes boolean, at timestamptz, day date, doc jsonb,
  content bytea, operation uuid)`;

const row = {
  count: 7,
  big: 9007199254740993n,
  bigNumber: 42,
  money: '12.50',
  name: 'كلمة',
  yes: true,
  at: new Date('2026-11-26T13:30:00.000Z'),
  day: '2026-11-26',
  doc: { lines: [{ qty: 2, price: '1.25' }], note: null },
  content: Buffer.from([0, 1, 2, 254, 255]),
  operation: '4f9c3c0e-8a41-4b55-9a63-2a3e2b5a8c01',
};

/** The same Drizzle calls on a database: what each answers, for the two to be compared. */
async function roundTrip(db: Database['db']) {
  await db.execute(createTyped);
  const [inserted] = await db.insert(typed).values(row).returning();
  await db.insert(typed).values({ count: 0 });
  const selected = await db.select().from(typed).where(eq(typed.count, 7));
  const empty = await db.select().from(typed).where(eq(typed.count, 0));
  const raw = rowsOf(await db.execute(sql`select * from typed order by id`));
  const inTransaction = await db.transaction((tx) => tx.select({ at: typed.at, day: typed.day }).from(typed));
  const counted = await db.$count(typed);
  return { inserted, selected, empty, raw, inTransaction, counted };
}

describe('values across the thread', () => {
  it('come back from the worker exactly as from PGlite on the same thread, for every type the schema uses', async () => {
    const worker = await openCopy();
    const sameThread = new PGlite({ loadDataDir: image });
    try {
      const across = await roundTrip(worker.db);
      const before = await roundTrip(drizzle({ client: sameThread, schema }));
      expect(across).toEqual(before);
      expect(across.selected[0]).toEqual({ id: 1, ...row });
      expect(Buffer.isBuffer(across.selected[0]!.content)).toBe(true);
    } finally {
      await worker.close();
      await sameThread.close();
    }
  });
});

describe('a worker that stops unasked', () => {
  it('fails the requests waiting, and later ones, and calls it fatal', async () => {
    const worker = startPgliteWorker({ image: await image.arrayBuffer() });
    const fatal: Error[] = [];
    const client = new PgliteWorkerClient(worker, (error) => fatal.push(error));
    await client.waitReady;
    const waiting = client.query('select count(*) from generate_series(1, 3000000)').catch((error: unknown) => error);
    await worker.terminate();
    expect(await waiting).toBeInstanceOf(PgliteWorkerStopped);
    await expect(client.query('select 1')).rejects.toBeInstanceOf(PgliteWorkerStopped);
    expect(fatal).toHaveLength(1);
    expect(String(fatal[0])).toMatch(/the PGlite worker exited/);
  });

  it('is not fatal when closed, and answers later requests with an error, never silence', async () => {
    const fatal: Error[] = [];
    const client = PgliteWorkerClient.start({ image: await image.arrayBuffer() }, (error) => fatal.push(error));
    await client.waitReady;
    await client.close();
    await expect(client.query('select 1')).rejects.toBeInstanceOf(PgliteWorkerStopped);
    expect(fatal).toEqual([]);
  });
});

describe('a PGlite abort in the worker', () => {
  it('answers the request with the error, then asks for the worker to end', async () => {
    const pglite = new PGliteTakingTurns({ loadDataDir: image });
    await pglite.waitReady;
    const replies: WorkerReply[] = [];
    const aborts: Error[] = [];
    const host = new WorkerHost(
      pglite,
      (reply) => replies.push(reply),
      (error) => aborts.push(error),
    );
    // What PGlite's abort() raises when its WebAssembly traps (the instance is dead after it).
    Reflect.set(pglite, 'execProtocolStream', () => Promise.reject(new WebAssembly.RuntimeError('Aborted(test)')));
    host.handle({ id: 1, op: 'query', text: 'select 1', params: [], rowMode: 'object', asText: [] });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({ id: 1, ok: false, error: { name: 'RuntimeError', message: 'Aborted(test)' } });
    expect(aborts.map(String)).toEqual(['RuntimeError: Aborted(test)']);
    Reflect.deleteProperty(pglite, 'execProtocolStream');
    await pglite.close();
  });
});
