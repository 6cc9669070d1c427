import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';
import { BackupFileError, readBackupFile } from './backup-file.js';
import { runTool } from './run-tool.js';

const gunzipAsync = promisify(gunzip);

export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl?: string;
  /** Restore over existing data: PGlite's folder is moved aside, PostgreSQL's objects dropped. */
  force?: boolean;
}

/**
 * Restores a backup file (backup-file.ts; checked whole before anything changes) into DATA_DIR's
 * embedded database or into DATABASE_URL. Refuses data already there unless `force`. Answers
 * where it restored to (and, with force on PGlite, where the old folder went).
 */
export async function restoreBackup(options: RestoreOptions): Promise<string> {
  const { header, payload } = await readBackupFile(options.file);
  if (options.databaseUrl) {
    if (header.database !== 'postgres') {
      throw new BackupFileError(
        `${options.file} is a backup of the embedded database: unset DATABASE_URL to restore it.`,
      );
    }
    return restorePostgres(options.databaseUrl, payload, options.force === true);
  }
  if (header.database !== 'pglite') {
    throw new BackupFileError(`${options.file} is a PostgreSQL backup: set DATABASE_URL to restore it.`);
  }
  return restorePglite(path.join(options.dataDir, 'pglite'), payload, options.force === true);
}

async function restorePglite(folder: string, payload: Buffer, force: boolean): Promise<string> {
  const present = await readdir(folder).catch(() => [] as string[]);
  let movedTo = '';
  if (present.length > 0) {
    if (!force) {
      throw new BackupFileError(`${folder} already holds a database. Restore into an empty DATA_DIR, or add --force.`);
    }
    movedTo = `${folder}.before-restore-${Date.now()}`;
    await rename(folder, movedTo);
  }
  const image = await gunzipAsync(payload);
  const { restorePgliteImage } = await import('../../db/pglite/index.js');
  await restorePgliteImage(folder, new Blob([new Uint8Array(image)]));
  return movedTo ? `${folder} (the old one is in ${movedTo})` : folder;
}

async function restorePostgres(url: string, payload: Buffer, force: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(result.rows[0]?.n) > 0 && !force) {
      throw new BackupFileError(
        'The database of DATABASE_URL is not empty. Restore into an empty database, or add --force.',
      );
    }
  } finally {
    await client.end();
  }
  const clean = force ? ['--clean', '--if-exists'] : [];
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', ...clean, `--dbname=${url}`],
    payload,
  );
  return 'the database of DATABASE_URL';
}
