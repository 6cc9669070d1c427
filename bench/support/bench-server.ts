import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { type App, buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { type Database, type Db, openDatabase } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { MemoryMailer } from '../../apps/server/src/platform/mailer.js';

/** What both drivers (a PGlite instance, a node-postgres pool) answer to. */
interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * The whole server over a fresh database, listening on a random port of 127.0.0.1: PGlite in a
 * temporary DATA_DIR, or the PostgreSQL of `databaseUrl`.
 */
export class BenchServer {
  private constructor(
    readonly database: Database,
    readonly app: App,
    readonly baseUrl: string,
    private readonly dataDir: string,
  ) {}

  /** `webDist`: also serve the built web app from that folder (benches that drive a browser). */
  static async start(databaseUrl?: string, webDist?: string): Promise<BenchServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-bench-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(webDist ? { WEB_DIST: webDist } : {}),
    });
    const database = await openDatabase({ databaseUrl, dataDir });
    const app = await buildApp({ config, database, mailer: new MemoryMailer(), logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return new BenchServer(database, app, address, dataDir);
  }

  get db(): Db {
    return this.database.db;
  }

  /** The driver under Drizzle, for SQL run directly. */
  private get client(): Queryable {
    return (this.database.db as unknown as { $client: Queryable }).$client;
  }

  /** Runs SQL text straight through the driver: no ORM mapping, no HTTP. */
  raw(query: CapturedQuery): Promise<unknown> {
    return this.client.query(query.sql, query.params);
  }

  /** The SQL a Drizzle call sends, recorded by a second Drizzle instance over the same driver. */
  async capture(fn: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
    const queries: CapturedQuery[] = [];
    const logger: Logger = { logQuery: (sql, params) => queries.push({ sql, params }) };
    const { drizzle } =
      this.database.kind === 'pglite' ? await import('drizzle-orm/pglite') : await import('drizzle-orm/node-postgres');
    // biome-ignore lint/suspicious/noExplicitAny: either driver's drizzle() takes its own client type.
    const recording = (drizzle as any)({ client: this.client, schema, logger }) as Db;
    await fn(recording);
    return queries;
  }

  /** Signs in through HTTP and returns the session cookie. */
  async signIn(email: string, password: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('assist.sid='));
    if (!cookie) throw new Error('sign-in set no session cookie');
    return cookie.split(';')[0]!;
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.database.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
