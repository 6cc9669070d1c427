/**
 * `npm run backup`: one backup into DATA_DIR/backups. While a server runs on this DATA_DIR it is
 * asked to take it (it holds the embedded database; a second process must not open it); else the
 * database is opened here. With DATABASE_URL, pg_dump runs here in any case.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { lastFailure } from '../modules/backups/backup-folder.js';
import { Backups } from '../modules/backups/backups.js';
import { runningServer } from '../modules/backups/server-file.js';

async function askServer(port: number, token: string): Promise<{ file: string; bytes: number }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/backups/local`, {
    method: 'POST',
    headers: { 'x-assist-backup-token': token },
  });
  const body = (await response.json()) as { file: string; bytes: number; message?: string };
  if (!response.ok) throw new Error(body.message ?? `the server answered ${response.status}`);
  return body;
}

async function main() {
  const config = loadConfig();
  const server = config.databaseUrl ? null : await runningServer(config.dataDir);
  let done: { file: string; bytes: number };
  if (server) {
    console.log(`A server (pid ${server.pid}) holds ${config.dataDir}: asking it to back up.`);
    done = await askServer(server.port, server.token).catch(async (error: unknown) => {
      const failure = await lastFailure(config.dataDir);
      throw new Error(failure?.message ?? (error instanceof Error ? error.message : String(error)));
    });
  } else {
    // An empty folder has no database yet: opening one there would create it, unmigrated.
    if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
      throw new Error(`${config.dataDir} holds no database yet (start the server once): nothing to back up`);
    }
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
    try {
      const backups = new Backups(database.db, { database, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
      done = await backups.run().catch(async () => {
        throw new Error((await lastFailure(config.dataDir))?.message ?? 'the backup failed');
      });
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written: ${config.dataDir}/backups/${done.file} (${done.bytes} bytes)`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
