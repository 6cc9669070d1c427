import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

/** A free TCP port of 127.0.0.1 (the server restarts on the same one, so clients keep their address). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcessOptions {
  port: number;
  /** PGlite's folder (DATA_DIR); the e-mail outbox goes there too on PostgreSQL. */
  dataDir: string;
  databaseUrl?: string;
  /** The server bundled into one module (server-bundle.ts); main.ts through tsx without it. */
  entry?: string;
}

/**
 * The real server as its own process (apps/server/src/main.ts from source, bundled or through tsx:
 * the built dist may not exist yet when the tests run), on a fixed port and data folder or
 * database, so it can be killed with SIGKILL and started again on the same data. Every process it
 * started is killed by `stop()`, also when the caller failed half-way.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';
  starts = 0;
  kills = 0;
  /** Seconds spent starting (process up to /api/health answering), all starts together. */
  startSeconds = 0;

  constructor(private readonly options: ServerProcessOptions) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The last lines the server printed (for a failure message). */
  get tail(): string {
    return this.output.slice(-4000);
  }

  /** Starts the server and waits until /api/health answers (or the process dies: then throws). */
  async start(): Promise<void> {
    if (this.child) throw new Error('server already running');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.options.port),
      DATA_DIR: this.options.dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'chaos-admin-password',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_LIMIT_SCALE: '1000',
      SESSION_SECRET: 'chaos-session-secret-0123456789',
    };
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;
    else delete env.DATABASE_URL;
    const args = this.options.entry ? [this.options.entry] : ['--conditions=source', '--import', 'tsx', mainFile];
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // A test runner that exits (a failure, a timeout) takes the server with it.
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    child.once('exit', () => process.off('exit', orphaned));
    this.starts += 1;
    const began = performance.now();
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exited: string | null = null;
    child.once('exit', (code, signal) => {
      exited = `exited (${code ?? signal})`;
      if (this.child === child) this.child = null;
    });
    for (;;) {
      if (exited) throw new Error(`server ${exited} while starting:\n${this.tail}`);
      if (await this.healthy()) {
        this.startSeconds += (performance.now() - began) / 1000;
        return;
      }
      await sleep(100);
    }
  }

  private async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** kill -9: no shutdown hook runs, whatever was in flight is cut. Waits until the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.kills += 1;
    await this.signal(child, 'SIGKILL');
  }

  /** Stops the server: a clean SIGTERM (the server closes its database), SIGKILL if it hangs. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const gone = this.signal(child, 'SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(late);
  }

  private signal(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
