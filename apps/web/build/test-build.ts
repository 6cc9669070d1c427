import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');

/**
 * The web app built as `npm run build` builds it, into a new folder of the calling test's own
 * (build tests read the real output: budgets, route preloads). Returns the folder and its removal.
 */
export async function buildIntoTempFolder(prefix: string): Promise<{ outDir: string; remove: () => void }> {
  const outDir = mkdtempSync(path.join(tmpdir(), prefix));
  // Vitest sets NODE_ENV=test, which vite would follow into React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
