import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { sessions } from '../../db/schema/index.js';
import { signedInOwner } from '../../test/factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

// One test removes a row of the migrations table for a moment: this file gets a database of its own.
const t = useTestApp({ ownDatabase: true });
const superadmin = () => signedInOwner(t, { role: 'superadmin' });

describe('who may call the performance routes', () => {
  it('answers the superadmin only: a visitor must sign in, a shop owner on any plan is refused', async () => {
    const { client: owner } = await signedInOwner(t, { subscriptionPlan: 'super' });
    const visitor = new Client(t.app);
    for (const path of ['/api/performance/stats', '/api/performance/cost-estimate', '/api/performance/checks']) {
      expect((await visitor.get(path)).json().code).toBe('unauthorized');
      expect((await owner.get(path)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/performance/stats', () => {
  it('counts the requests served since start with latency percentiles, per route group too', async () => {
    const { client } = await superadmin();
    const before = (await client.get('/api/performance/stats')).json();
    for (let i = 0; i < 5; i++) await client.get('/api/health');
    const after = (await client.get('/api/performance/stats')).json();
    // The five health checks and the first stats answer (counted once it was sent).
    expect(after.requests.count - before.requests.count).toBeGreaterThanOrEqual(6);
    const health = after.requests.byGroup.find((g: { group: string }) => g.group === 'health');
    expect(health.count).toBeGreaterThanOrEqual(5);
    const { p50, p95, p99 } = after.requests.latencyMs;
    expect(p50).toBeGreaterThan(0);
    expect(p50).toBeLessThanOrEqual(p95);
    expect(p95).toBeLessThanOrEqual(p99);
  });

  it('reports uptime, the database kind and size, memory and the node version', async () => {
    const { client } = await superadmin();
    const response = await client.get('/api/performance/stats');
    expect(response.headers['cache-control']).toBe('no-store');
    const stats = response.json();
    expect(stats.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(stats.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(stats.database.kind).toBe(t.database.kind);
    expect(stats.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(stats.memory.rssBytes).toBeGreaterThan(stats.memory.heapUsedBytes);
    expect(stats.nodeVersion).toBe(process.version);
  });
});

describe('GET /api/performance/cost-estimate', () => {
  it('gives measured CPU time and bytes per request and the projection with its assumptions', async () => {
    const { client } = await superadmin();
    await client.get('/api/health');
    const estimate = (await client.get('/api/performance/cost-estimate')).json();
    expect(estimate.measured.requests).toBeGreaterThan(0);
    expect(estimate.measured.cpuMsPerRequest).toBeGreaterThan(0);
    expect(estimate.measured.averageResponseBytes).toBeGreaterThan(0);
    expect(estimate.projection.clients).toBe(100);
    expect(estimate.projection.requestsPerMonth).toBe(100 * estimate.projection.requestsPerClientPerDay * 30);
    expect(estimate.projection.cpuHoursPerMonth).toBeCloseTo(
      (estimate.measured.cpuMsPerRequest * estimate.projection.requestsPerMonth) / 3_600_000,
      1,
    );
    expect(estimate.assumptions.join(' ')).toContain('100 clients');
    expect(JSON.stringify(estimate)).not.toMatch(/30-50|21-32/);
  });
});

describe('GET /api/performance/checks', () => {
  it('runs the five checks in order, each with a status, its time and what it found', async () => {
    const { client } = await superadmin();
    const { checks } = (await client.get('/api/performance/checks')).json();
    expect(checks.map((c: { name: string }) => c.name)).toEqual([
      'database',
      'migrations',
      'sessionStore',
      'mailTransport',
      'offlineBundle',
    ]);
    const byName = Object.fromEntries(checks.map((c: { name: string }) => [c.name, c]));
    expect(byName.database.status).toBe('ok');
    expect(byName.database.detail).toMatch(/^SELECT 1 answered in [\d.]+ ms$/);
    expect(byName.migrations).toMatchObject({ status: 'ok' });
    expect(byName.migrations.detail).toMatch(/^(\d+) of \1 applied, latest 00\d\d_/);
    expect(byName.sessionStore).toMatchObject({ status: 'ok', detail: 'Session written, read back and removed' });
    // No SMTP_URL in tests: the outbox directory is written to and the check says mail is not sent.
    expect(byName.mailTransport.status).toBe('warn');
    expect(byName.mailTransport.detail).toContain('No SMTP_URL');
    // The test server serves no web build, and says so rather than passing.
    expect(byName.offlineBundle).toMatchObject({ status: 'warn' });
    expect(byName.offlineBundle.detail).toMatch(/^Not built/);
    for (const check of checks) expect(check.ms).toBeGreaterThanOrEqual(0);
  });

  it('leaves no session behind from the session store check', async () => {
    const { client, user } = await superadmin();
    const count = async () => (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const before = await count();
    await client.get('/api/performance/checks');
    expect(await count()).toBe(before);
  });

  it('fails the migrations check when the database lacks one of the journal', async () => {
    const { client } = await superadmin();
    const { db } = t.database;
    const removed = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`,
    );
    try {
      const { checks } = (await client.get('/api/performance/checks')).json();
      const migrations = checks.find((c: { name: string }) => c.name === 'migrations');
      expect(migrations.status).toBe('fail');
      expect(migrations.detail).toMatch(/^1 of \d+ not applied: 00\d\d_/);
    } finally {
      for (const row of rowsOf<{ hash: string; created_at: string }>(removed)) {
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
      }
    }
  });
});
