import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseProbe } from '../../platform/database-probe.js';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { Readiness, shippedMigrations } from './readiness.js';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers a signed-in browser while the database is held by other work', async () => {
    const { client } = await signedInOwner(t);
    // A transaction holding the sessions table (and on PGlite its one connection): a session lookup
    // or any query would wait for it, and the health check would answer only after it ends.
    const answer = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      return client.get('/api/health');
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok', database: t.database.kind });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('DatabaseProbe', () => {
  it('tells a database that stopped answering from one that answers', async () => {
    const pglite = new PGlite();
    const probe = new DatabaseProbe(() => pglite.query('select 1'));
    await probe.probe();
    expect(probe.up).toBe(true);
    await pglite.close();
    await probe.probe();
    expect(probe.up).toBe(false);
  });

  it('calls a check silent past the limit down, and up again once it answers', async () => {
    let clock = 0;
    let answer: () => void = () => {};
    const probe = new DatabaseProbe(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
      2_000,
      10_000,
      () => clock,
    );
    const pending = probe.probe();
    clock = 9_999;
    expect(probe.up).toBe(true);
    await probe.probe(); // one check at a time: this one is not sent
    clock = 10_000;
    expect(probe.up).toBe(false);
    answer();
    await pending;
    expect(probe.up).toBe(true);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 once the database holds every migration this build ships', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration is missing', async () => {
    const readiness = new Readiness(t.database.db, shippedMigrations() + 1);
    expect(await readiness.check()).toBe(false);
    expect(await new Readiness(t.database.db).check()).toBe(true);
  });
});
