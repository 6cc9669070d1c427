import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.js';
import { runPrepared } from '../prepared.js';
import { rowsOf } from '../rows.js';
import { gate, meanwhile, openBarePglite, useBareClient } from './contract-support.js';

const lockedCount = { name: 'locked_count', text: 'select count(*)::int as n from locked where tag = $1::text' };

/**
 * PGlite has one connection. The server shares it between requests because PGlite's outer lock
 * (`_runExclusiveTransaction`) is held for a whole transaction and taken by every query, exec and
 * named statement: these tests fail if an upgrade lets any of them in while another is open.
 */
describe('PGlite locking, as the adapter uses it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openBarePglite();
    await database.db.execute(sql`create table locked (id serial primary key, tag text not null)`);
    // Parsed (and the adapter loaded) beforehand, so a run that did not wait would run at once.
    await runPrepared(database.db, lockedCount, ['none']);
  });
  afterAll(() => database.close());

  const count = (tag: string) =>
    database.db
      .execute(sql`select count(*)::int as n from locked where tag = ${tag}`)
      .then((r) => rowsOf<{ n: number }>(r)[0]!.n);

  it('lets two concurrent transactions take turns: the second starts when the first has committed', async () => {
    const order: string[] = [];
    const firstIn = gate();
    const letFirstGo = gate();
    const first = database.db.transaction(async (tx) => {
      order.push('first begins');
      await tx.execute(sql`insert into locked (tag) values ('turns')`);
      firstIn.open();
      await letFirstGo.wait;
      order.push('first ends');
    });
    await firstIn.wait;
    const second = database.db.transaction(async (tx) => {
      order.push('second begins');
      const seen = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from locked where tag = 'turns'`),
      );
      order.push(`second sees ${seen[0]!.n}`);
    });
    await meanwhile();
    order.push('first let go');
    letFirstGo.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first begins', 'first let go', 'first ends', 'second begins', 'second sees 1']);
  });

  it('makes a query, an exec and a named statement outside wait for an open transaction', async () => {
    const order: string[] = [];
    const inside = gate();
    const letGo = gate();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into locked (tag) values ('waited')`);
      inside.open();
      await letGo.wait;
      order.push('transaction ends');
    });
    await inside.wait;
    const outside = [
      count('waited').then((n) => order.push(`query sees ${n}`)),
      database.db.execute(sql`insert into locked (tag) values ('after')`).then(() => order.push('exec done')),
      runPrepared<{ n: number }>(database.db, lockedCount, ['waited']).then((r) => order.push(`named sees ${r[0]!.n}`)),
    ];
    await meanwhile();
    order.push('let go');
    letGo.open();
    await Promise.all([transaction, ...outside]);
    expect(order).toEqual(['let go', 'transaction ends', 'query sees 1', 'exec done', 'named sees 1']);
  });
});

describe("PGlite's private locks", () => {
  const bare = useBareClient();

  for (const lock of ['_runExclusiveTransaction', '_runExclusiveQuery'] as const) {
    it(`${lock} runs one function at a time, in the order asked, and answers its result`, async () => {
      const order: string[] = [];
      const run = (name: string) =>
        bare.client[lock](async () => {
          order.push(`${name} in`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(`${name} out`);
          return name;
        });
      expect(await Promise.all([run('a'), run('b'), run('c')])).toEqual(['a', 'b', 'c']);
      expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    });

    it(`${lock} lets the next one in after a function that failed`, async () => {
      await expect(bare.client[lock](() => Promise.reject(new Error('failed inside')))).rejects.toThrow(
        'failed inside',
      );
      expect(await bare.client[lock](async () => 'next')).toBe('next');
    });
  }

  it('holds the outer lock for a whole transaction, and each statement in it takes the inner lock', async () => {
    const order: string[] = [];
    const inside = gate();
    const letGo = gate();
    const transaction = bare.client.transaction(async (tx) => {
      await tx.query('select 1');
      inside.open();
      await letGo.wait;
      order.push('transaction ends');
    });
    await inside.wait;
    const outer = bare.client._runExclusiveTransaction(async () => order.push('outer lock taken'));
    // The inner lock is free between the transaction's statements (a named statement takes both).
    await bare.client._runExclusiveQuery(async () => order.push('inner lock taken'));
    letGo.open();
    await Promise.all([transaction, outer]);
    expect(order).toEqual(['inner lock taken', 'transaction ends', 'outer lock taken']);
  });
});
