import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCode } from '../../platform/postgres-errors.js';
import type { Database } from '../database.js';
import { runPrepared } from '../prepared.js';
import { rowsOf } from '../rows.js';
import { gate, meanwhile, openBarePglite } from './contract-support.js';

/**
 * Requests share PGlite's one connection, so what keeps one request's transaction from another is
 * the lock and PGlite's BEGIN/COMMIT/ROLLBACK around it: a write nobody committed is never seen,
 * a rollback undoes all of it, and a failed statement does not leave the connection aborted.
 */
const countNamed = { name: 'isolated_count', text: 'select count(*)::int as n from isolated where tag = $1::text' };

describe('transactions of concurrent requests on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openBarePglite();
    await database.db.execute(sql`create table isolated (id serial primary key, tag text not null unique)`);
    // Parsed (and the adapter loaded) beforehand, so a run that did not wait would run at once.
    await runPrepared(database.db, countNamed, ['none']);
  });
  afterAll(() => database.close());

  const tags = async () =>
    rowsOf<{ tag: string }>(await database.db.execute(sql`select tag from isolated order by id`)).map((r) => r.tag);

  it('never shows another request a write that was not committed, and a rollback undoes it', async () => {
    const written = gate();
    const letGo = gate();
    const request = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into isolated (tag) values ('uncommitted')`);
        written.open();
        await letGo.wait;
        throw new Error('the request failed');
      })
      .catch((error: Error) => error.message);
    await written.wait;
    const otherRequests = Promise.all([tags(), runPrepared<{ n: number }>(database.db, countNamed, ['uncommitted'])]);
    await meanwhile();
    letGo.open();
    expect(await request).toBe('the request failed');
    expect(await otherRequests).toEqual([[], [{ n: 0 }]]);
    expect(await tags()).toEqual([]);
  });

  it('shows each concurrent transaction its own writes only, then both once committed', async () => {
    const seen: Record<string, string[]> = {};
    const write = (tag: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into isolated (tag) values (${tag})`);
        await new Promise((resolve) => setImmediate(resolve));
        seen[tag] = rowsOf<{ tag: string }>(await tx.execute(sql`select tag from isolated order by id`)).map(
          (r) => r.tag,
        );
      });
    await Promise.all([write('first'), write('second')]);
    expect(seen).toEqual({ first: ['first'], second: ['first', 'second'] });
    expect(await tags()).toEqual(['first', 'second']);
  });

  it('undoes the whole transaction when a statement in it fails, and the next one runs', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into isolated (tag) values ('half')`);
        await tx.execute(sql`insert into isolated (tag) values ('first')`);
      })
      .catch((error: unknown) => error);
    expect(postgresCode(failure)).toBe('23505');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into isolated (tag) values ('after')`);
    });
    expect(await tags()).toEqual(['first', 'second', 'after']);
  });

  it('undoes what tx.rollback() rolls back, and the connection takes the next request', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into isolated (tag) values ('rolled back')`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await runPrepared(database.db, countNamed, ['rolled back'])).toEqual([{ n: 0 }]);
    expect(await tags()).toEqual(['first', 'second', 'after']);
  });
});
