/**
 * `npm run restore -- FILE [--force]`: restores a backup into DATA_DIR (which must hold no
 * database) or, with DATABASE_URL, into that (empty) database. The file is checked whole first.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { restoreBackup } from '../modules/backups/restore-backup.js';
import { runningServer } from '../modules/backups/server-file.js';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('say which file: npm run restore -- <file> [--force]');
  const config = loadConfig();
  if (!config.databaseUrl && (await runningServer(config.dataDir))) {
    throw new Error(`a server is running on ${config.dataDir}: stop it first.`);
  }
  const into = await restoreBackup({
    file: path.resolve(file),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force,
  });
  console.log(`Restored ${file} into ${into}. Start the server with npm start.`);
}

main().catch((error: unknown) => {
  console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
