import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BackupFile } from '@assist/domain';
import type { Database } from '../../db/client.js';
import { writeBackupFile } from './backup-file.js';
import { backupFileName, backupFolder } from './backup-folder.js';
import { runTool } from './run-tool.js';

const gzipAsync = promisify(gzip);

export interface BackupTarget {
  database: Pick<Database, 'kind' | 'dumpImage'>;
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Takes one backup into DATA_DIR/backups. PGlite: its data folder's tarball, taken as one job of
 * its queue (consistent; sales wait only for the dump itself, the gzip runs on libuv's threads
 * after it); PostgreSQL: pg_dump's custom format (one snapshot; sales do not wait). Written to a
 * temporary name and renamed, so a half-written file never looks like a backup.
 */
export async function takeBackup(target: BackupTarget, now = new Date()): Promise<BackupFile> {
  const payload = await dumpPayload(target);
  const folder = backupFolder(target.dataDir);
  await mkdir(folder, { recursive: true });
  const file = backupFileName(now);
  const partial = path.join(folder, `.${file}.partial`);
  try {
    const bytes = await writeBackupFile(
      partial,
      { database: target.database.kind, createdAt: now.toISOString() },
      payload,
    );
    await rename(partial, path.join(folder, file));
    return { file, bytes, createdAt: now.toISOString() };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function dumpPayload(target: BackupTarget): Promise<Uint8Array> {
  if (target.database.kind === 'postgres') {
    if (!target.databaseUrl) throw new Error('DATABASE_URL is not set');
    return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${target.databaseUrl}`]);
  }
  if (!target.database.dumpImage) throw new Error('this embedded database cannot be dumped');
  const image = await target.database.dumpImage();
  return gzipAsync(new Uint8Array(await image.arrayBuffer()));
}
