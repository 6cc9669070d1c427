import { readFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's entry (apps/server/src/main.ts) bundled into one ES module with esbuild (tsx's own
 * compiler, already installed), packages left to node_modules: a process started from it is up in
 * about 60% of the time `node --import tsx` takes, which a run that restarts the server again and
 * again feels (measured in docs/decisions/2026-11-26-chaos.md). The bundle sits in a folder of its
 * own under node_modules/.cache (so its packages resolve), beside a link to the migrations (the
 * server finds them next to its module). The code is the same source; only how it is loaded differs.
 * Answers the bundle's path and a way to remove it, or null when esbuild cannot be loaded (then
 * the caller starts the server through tsx).
 */
export async function bundleServer(repoRoot: string): Promise<{ entry: string; remove: () => void } | null> {
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    return null;
  }
  const cache = path.join(repoRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'assist-chaos-'));
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies)
    .filter((name) => !name.startsWith('@assist/'))
    .flatMap((name) => [name, `${name}/*`]);
  try {
    await esbuild.build({
      // The server and the PGlite worker thread it starts beside itself (db/pglite/worker-client.ts).
      entryPoints: {
        main: path.join(repoRoot, 'apps/server/src/main.ts'),
        worker: path.join(repoRoot, 'apps/server/src/db/pglite/worker.ts'),
      },
      outdir: folder,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['source'],
      external,
      logLevel: 'silent',
    });
    symlinkSync(path.join(repoRoot, 'apps/server/src/db/migrations'), path.join(folder, 'migrations'));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return { entry: path.join(folder, 'main.mjs'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}
