import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { type Endpoint, at } from './http.js';
import { startNginx } from './nginx.js';
import { Child, freePort, waitUntilUp } from './processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');

export const ADMIN_EMAIL = 'admin@replicas.test';

/**
 * Two instances of the built server started at the same moment on a fresh PostgreSQL database (as
 * an orchestrator starts replicas), and nginx in front with deploy/nginx.conf. `a` and `b` are the
 * instances directly, `lb` nginx. stop() ends every process and drops the database, also after a
 * start that failed half-way.
 */
export class Cluster {
  a!: Endpoint;
  b!: Endpoint;
  lb!: Endpoint;
  lbUrl = '';
  db!: ReturnType<typeof drizzle<typeof schema>>;
  private pool: pg.Pool | null = null;
  private readonly children: Child[] = [];
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'assist-replicas-'));
  private database = '';

  constructor(private readonly adminUrl: string) {}

  async start(rateLimitPerMinute: number): Promise<void> {
    const [a, b] = await this.startInstances(2, rateLimitPerMinute);
    this.a = at(a!);
    this.b = at(b!);
    this.lbUrl = await this.startBalancer([a!, b!]);
    this.lb = at(this.lbUrl);
  }

  /** `count` instances of the built server, all started at the same moment; their base URLs. */
  async startInstances(count: number, rateLimitPerMinute: number): Promise<string[]> {
    if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npm run build\` first`);
    this.database = `assist_replicas_${process.pid}_${Date.now()}`;
    await this.admin(`create database ${this.database}`);
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.database}`;
    const ports: number[] = [];
    for (let n = 0; n < count; n++) ports.push(await freePort());
    // All at the same moment, on a database that has no tables yet.
    const instances = ports.map((port, n) => {
      const name = `instance ${String.fromCharCode(65 + n)}`;
      return Child.spawn(name, process.execPath, ['--enable-source-maps', serverMain], {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(this.dir, name.replace(' ', '-')),
        TRUST_PROXY: 'true',
        SEED_DEMO: 'false',
        ADMIN_EMAIL,
        ADMIN_PASSWORD: 'replicas-admin-1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
      });
    });
    this.children.push(...instances);
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(instances.map((child, n) => waitUntilUp(`${bases[n]}/api/ready`, child)));
    this.pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    this.db = drizzle(this.pool, { schema });
    return bases;
  }

  /** nginx with deploy/nginx.conf in front of the given instances; its base URL. */
  async startBalancer(instances: string[]): Promise<string> {
    const port = await freePort();
    const nginx = new Child(
      'nginx',
      startNginx(
        path.join(root, 'deploy/nginx.conf'),
        path.join(this.dir, `nginx-${port}`),
        instances.map((base) => new URL(base).host),
        port,
      ),
    );
    this.children.push(nginx);
    await waitUntilUp(`http://127.0.0.1:${port}/api/health`, nginx, 15_000);
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((child) => child.stop()));
    await this.pool?.end();
    if (this.database) await this.admin(`drop database if exists ${this.database} with (force)`);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** What a child printed, for a failure's message. */
  output(): string {
    return this.children.map((child) => `--- ${child.name}\n${child.output}`).join('\n');
  }

  private async admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
}
