import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { MemoryMailer } from '../platform/mailer.js';
import { documentError, watchDocumentContract } from './document-contract.js';
import { contractError, watchErrorContract } from './error-contract.js';
import { createOwnDatabase } from './own-database.js';

export interface TestApp {
  app: App;
  database: Database;
  mailer: MemoryMailer;
}

/**
 * A real server over a real database for one test file: PGlite in memory, or the PostgreSQL
 * of DATABASE_URL. Tests stay apart by creating their own tenants (unique e-mails), not databases;
 * a file that changes installation-wide state (system settings, any account by id) asks for
 * `ownDatabase`, a database no other file shares on PostgreSQL (PGlite's is always its own);
 * `env` adds environment variables to the server's configuration (a small heavy-read cap).
 * Every error answer a test provokes is checked against the contract `{ code, message, ... }` with
 * a code of the domain's list: a test whose requests met one outside it fails. Every answer is also
 * checked against the OpenAPI document (test/document-contract.ts): status listed, body valid.
 */
export function useTestApp(
  options: { ownDatabase?: boolean; env?: Record<string, string>; pgliteOnDisk?: string } = {},
): TestApp {
  const holder = {} as TestApp;
  let contract: ReturnType<typeof watchErrorContract> | undefined;
  let document: ReturnType<typeof watchDocumentContract> | undefined;
  let dropOwnDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    const own = serverUrl && options.ownDatabase ? await createOwnDatabase(serverUrl) : undefined;
    dropOwnDatabase = own?.drop;
    const url = own?.url ?? serverUrl;
    const config = loadConfig({
      DATA_DIR: '/tmp/assist-test',
      LOG_LEVEL: 'silent',
      ...(url ? { DATABASE_URL: url } : {}),
      ...options.env,
    });
    // PGlite starts from the image global-setup migrated; the shared PostgreSQL database was
    // migrated there too; an own one is new.
    // `pgliteOnDisk`: PGlite on that folder (new, so migrated here), as a server runs it.
    const onDisk = serverUrl ? undefined : options.pgliteOnDisk;
    const imageFile = serverUrl || onDisk ? null : inject('pgliteImageFile');
    holder.database = await openDatabase({
      databaseUrl: url,
      dataDir: onDisk ?? 'memory://',
      migrate: !!own || (!serverUrl && !imageFile),
      ...(imageFile ? { pgliteImage: new Blob([readFileSync(imageFile)]) } : {}),
    });
    holder.mailer = new MemoryMailer();
    holder.app = await buildApp({ config, database: holder.database, mailer: holder.mailer, logger: false });
    contract = watchErrorContract(holder.app);
    document = watchDocumentContract(holder.app);
    await holder.app.ready();
  });
  afterEach(() => {
    const breaches = contract?.take() ?? [];
    if (breaches.length > 0) throw contractError(breaches);
    const outside = document?.take() ?? [];
    if (outside.length > 0) throw documentError(outside);
  });
  afterAll(async () => {
    // Requests made in beforeAll hooks (a shared tenant's setup) are checked here.
    const breaches = contract?.take() ?? [];
    const outside = document?.take() ?? [];
    await holder.app?.close();
    await holder.database?.close();
    await dropOwnDatabase?.();
    if (breaches.length > 0) throw contractError(breaches);
    if (outside.length > 0) throw documentError(outside);
  });
  return holder;
}

/** A unique e-mail for a test's own tenant. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.assist`;
}

/** Each test gets its own client address so per-address limits stay per test. */
export function uniqueIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/** A cookie-keeping client over `app.inject`. */
export class Client {
  private cookie = '';
  readonly ip = uniqueIp();

  constructor(private readonly app: App) {}

  request(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    return this.send({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  }

  /** Any request (a multipart upload, say) with this client's cookie and address. */
  async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      ...options,
      remoteAddress: this.ip,
      headers: { ...options.headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    const setCookie = response.cookies.find((c) => c.name === 'assist.sid');
    if (setCookie) this.cookie = setCookie.value ? `assist.sid=${setCookie.value}` : '';
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);
}
