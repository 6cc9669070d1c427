import cluster from 'node:cluster';

/**
 * `WORKERS=N`: N server processes on one machine sharing one port (node:cluster), on PostgreSQL
 * only. Each worker is a whole server (its own pool, session cache and rate limiter), as replicas
 * behind a load balancer are; migrations and first-start seeding already run once under an
 * advisory lock (bootstrap/first-start.ts). PGlite is one database inside one process, so more
 * than one is refused. Measured in docs/decisions/2026-11-26-till-speed.md.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.WORKERS?.trim();
  if (!text) return 1;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WORKERS must be a whole number from 1 to 64 (got "${text}").`);
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WORKERS=${count} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) lives inside one process, so it runs one server process. Unset WORKERS or set DATABASE_URL.`,
    );
  }
  return count;
}

/** How soon a worker that died is started again; a crash loop waits longer each time, up to 30 s. */
const restartDelay = (crashes: number) => Math.min(30_000, 500 * 2 ** Math.min(crashes, 6));

/**
 * Runs `start` (the server) in this process, or, with WORKERS=N > 1, as the primary of N workers
 * that each run it: a worker that dies is started again; SIGINT/SIGTERM stop them all.
 */
export async function runServer(start: () => Promise<void>): Promise<void> {
  const count = workerCount();
  if (count === 1 || cluster.isWorker) return start();
  let stopping = false;
  let crashes = 0;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    crashes += 1;
    console.error(`Server worker ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    setTimeout(fork, restartDelay(crashes)).unref();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`Starting ${count} server processes (WORKERS=${count}).`);
  for (let i = 0; i < count; i++) fork();
}
