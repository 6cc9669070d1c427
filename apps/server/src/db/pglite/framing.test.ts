import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCode } from '../../platform/postgres-errors.js';
import type { Database } from '../database.js';
import { runPrepared } from '../prepared.js';
import { rowsOf } from '../rows.js';
import { openBarePglite } from './contract-support.js';

/**
 * The named statements speak PGlite's wire protocol themselves (prepared-statements.ts): Parse and
 * Describe once, then Bind, Describe, Execute and Sync in one message, values written by PGlite's
 * serializers and answers read by its parsers. These tests fail if an upgrade changes the framing.
 */
describe('named statements over PGlite’s wire protocol', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openBarePglite();
    await database.db.execute(sql`create table framed (id serial primary key, tag text not null unique)`);
    await database.db.execute(sql`
      create function refuse_unless(ok boolean) returns boolean language plpgsql as $$
      begin
        if not ok then raise exception 'refused' using errcode = 'AS409'; end if;
        return true;
      end $$`);
  });
  afterAll(() => database.close());

  const run = <Row>(name: string, text: string, values: unknown[]) =>
    runPrepared<Row>(database.db, { name, text }, values);

  it('writes each value with its type and reads each column back typed', async () => {
    const text = `select $1::int as n, $2::bigint as big, $3::text as t, $4::numeric(14,2)::text as money,
      $5::boolean as yes, $6::int[] as days, $7::text[] as tags, $8::jsonb as doc, $9::timestamptz as at,
      $10::date::text as day, $11::text as nothing`;
    const at = new Date('2026-11-25T21:30:00.000Z');
    const values = [
      7,
      '9007199254740993',
      'كلمة',
      '12.5',
      true,
      [1, 2],
      ['a', 'b c'],
      { a: [1] },
      at,
      '2026-11-25',
      null,
    ];
    const rows = await run('framed_types', text, values);
    expect(rows).toEqual([
      {
        n: 7,
        big: 9007199254740993n,
        t: 'كلمة',
        money: '12.50',
        yes: true,
        days: [1, 2],
        tags: ['a', 'b c'],
        doc: { a: [1] },
        at,
        day: '2026-11-25',
        nothing: null,
      },
    ]);
  });

  it('answers no rows, and many rows, in order', async () => {
    expect(await run('framed_none', 'select 1 as n where $1::boolean', [false])).toEqual([]);
    const many = await run<{ n: number }>('framed_many', 'select generate_series(1, $1::int) as n', [5000]);
    expect(many).toHaveLength(5000);
    expect(many.at(-1)).toEqual({ n: 5000 });
  });

  it('parses a statement once however often it runs, and answers each run with its own values', async () => {
    const insert = 'insert into framed (tag) values ($1::text) returning tag';
    for (const tag of ['one', 'two', 'three']) expect(await run('framed_insert', insert, [tag])).toEqual([{ tag }]);
    const held = await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name = 'framed_insert'`,
    );
    expect(rowsOf(held)).toEqual([{ n: 1 }]);
  });

  it('raises the error of a statement that fails with its SQLSTATE, and the connection stays ready', async () => {
    const refusal = await run('framed_refuse', 'select refuse_unless($1::boolean) as ok', [false]).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect(postgresCode(refusal)).toBe('AS409');
    expect(String(refusal)).toMatch(/refused/);
    expect(await run('framed_refuse', 'select refuse_unless($1::boolean) as ok', [true])).toEqual([{ ok: true }]);

    const duplicate = await run('framed_insert', 'insert into framed (tag) values ($1::text) returning tag', [
      'one',
    ]).catch((e: unknown) => e);
    expect(postgresCode(duplicate)).toBe('23505');
    // Not left inside a failed transaction: an ordinary query and a write go on.
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from framed`))).toEqual([{ n: 3 }]);
    expect(await run('framed_insert', 'insert into framed (tag) values ($1::text) returning tag', ['four'])).toEqual([
      { tag: 'four' },
    ]);
  });

  it('raises a statement that does not parse with its SQLSTATE, and runs the next one', async () => {
    const broken = await run('framed_broken', 'selec $1::int', [1]).catch((e: unknown) => e);
    expect(postgresCode(broken)).toBe('42601');
    expect(await run('framed_fixed', 'select $1::int as n', [1])).toEqual([{ n: 1 }]);
  });

  it('refuses to run inside a transaction (it would take the lock the transaction holds)', async () => {
    const inside = await database.db
      .transaction((tx) => runPrepared(tx, { name: 'framed_tx', text: 'select 1' }, []))
      .catch((e: unknown) => e);
    expect(String(inside)).toMatch(/needs the database, not a transaction/);
  });
});
