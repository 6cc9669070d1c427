import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

/**
 * The server as `npm start` runs it (apps/server/src/main.ts, same loader as the bench), in
 * processes of its own on PostgreSQL: `workers` > 1 sets WORKERS (node:cluster, one port).
 * No demo data, no logging, no request rate limit (the bench's tills are one client).
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
    private readonly dataDir: string,
  ) {}

  static async start(databaseUrl: string, port: number, workers: number): Promise<ServerProcess> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'assist-bench-proc-'));
    const child = spawn(process.execPath, [...process.execArgv, main], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        WORKERS: String(workers),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'bench-admin-1',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Each worker prints its line once it listens.
    await new Promise<void>((resolve, reject) => {
      let output = '';
      let running = 0;
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        output += chunk;
        running = output.split('Assist is running').length - 1;
        if (running >= workers) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server (WORKERS=${workers}) ended with ${code}:\n${output}`)));
    });
    child.stdout?.resume();
    return new ServerProcess(child, `http://127.0.0.1:${port}`, dataDir);
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
