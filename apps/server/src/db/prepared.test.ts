import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCode } from '../platform/postgres-errors.js';
import { useTestApp } from '../test/test-app.js';
import { type PreparedStatement, runPrepared } from './prepared.js';
import { rowsOf } from './rows.js';

const t = useTestApp();
// A table of this file's own: on PostgreSQL other test files share the database.
const table = `prepared_probe_${randomUUID().slice(0, 8)}`;

const countRows: PreparedStatement = {
  name: `${table}_count`,
  text: `select count(*)::int as n from ${table} where tag = $1::text`,
};
const insertRows: PreparedStatement = {
  name: `${table}_insert`,
  text: `insert into ${table} (tag, amount, days) select $1::text, $2::numeric, $3::int[]
    returning id, tag, amount::text as amount, days, note`,
};
const refuseUnless: PreparedStatement = {
  name: `${table}_refuse`,
  text: `select checkout_refused_unless($1::boolean) as ok`,
};

beforeAll(async () => {
  await t.database.db.execute(
    sql.raw(
      `create table ${table} (id serial primary key, tag text not null, amount numeric(14,2), days int[], note text)`,
    ),
  );
});
afterAll(async () => {
  await t.database.db.execute(sql.raw(`drop table if exists ${table}`));
});

describe('runPrepared', () => {
  it('runs a statement with its values and answers the rows as the driver reads them', async () => {
    const rows = await runPrepared(t.database.db, insertRows, ['receipt', '12.50', [1, 2, 3]]);
    expect(rows).toEqual([{ id: expect.any(Number), tag: 'receipt', amount: '12.50', days: [1, 2, 3], note: null }]);
    // The same statement again, with other values, now that it is prepared.
    await runPrepared(t.database.db, insertRows, ['receipt', null, []]);
    expect(await runPrepared(t.database.db, countRows, ['receipt'])).toEqual([{ n: 2 }]);
    // PGlite's one connection holds each statement once, however often it ran (PostgreSQL: one
    // per pooled connection, out of sight of the others).
    if (t.database.kind === 'pglite') {
      const held = await t.database.db.execute(
        sql`select name from pg_prepared_statements where name like ${`${table}%`} order by name`,
      );
      expect(rowsOf<{ name: string }>(held)).toEqual([{ name: countRows.name }, { name: insertRows.name }]);
    }
  });

  it('raises the database error of a statement that fails, and the next statement still runs', async () => {
    const failure = await runPrepared(t.database.db, refuseUnless, [false]).catch((error: unknown) => error);
    expect(postgresCode(failure)).toBe('AS409');
    expect(await runPrepared(t.database.db, refuseUnless, [true])).toEqual([{ ok: true }]);
    expect(await runPrepared(t.database.db, countRows, ['nothing'])).toEqual([{ n: 0 }]);
  });

  it('never runs inside a transaction another request has open', async () => {
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const transaction = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into ${table} (tag) values ('undone')`));
        inserted();
        await held;
        throw new Error('undo');
      })
      .catch(() => 'rolled back');
    await insertedOnce;
    const counted = runPrepared(t.database.db, countRows, ['undone']);
    letGo();
    expect(await transaction).toBe('rolled back');
    expect(await counted).toEqual([{ n: 0 }]);
  });
});
