import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import type { BackupFile } from '@assist/domain';
import type { Database } from '../../db/client.js';
import { writeBackupFile, writeBackupStream } from './backup-file.js';
import { backupFileName, backupFolder } from './backup-folder.js';
import { runTool } from './run-tool.js';
import { tarFolder } from './tar-folder.js';

const gzipAsync = promisify(gzip);

export interface BackupTarget {
  database: Pick<Database, 'kind' | 'dumpImage' | 'copyDataDir'>;
  dataDir: string;
  databaseUrl?: string;
}

/** A backup taken, and how long PGlite's queue (so the tills) waited for it, when measured. */
export type TakenBackup = BackupFile & { heldMs?: number };

/**
 * Takes one backup into DATA_DIR/backups. PGlite on a folder: an online copy of its data folder
 * into a staging folder beside the backups (db/pglite/online-copy.ts: tills wait only for its two
 * short turns), then packed as a tarball, gzipped and checksummed from that copy, streamed, off
 * the event loop's hands (zlib on libuv's threads). PGlite in memory: its dumpDataDir image.
 * PostgreSQL: pg_dump's custom format (one snapshot; sales do not wait). Written to a temporary
 * name and renamed, so a half-written file never looks like a backup.
 */
export async function takeBackup(target: BackupTarget, now = new Date()): Promise<TakenBackup> {
  const folder = backupFolder(target.dataDir);
  await mkdir(folder, { recursive: true });
  await removeStaleStaging(folder);
  const file = backupFileName(now);
  const partial = path.join(folder, `.${file}.partial`);
  const staging = path.join(folder, `.${file}.staging`);
  const createdAt = now.toISOString();
  try {
    let bytes: number;
    let heldMs: number | undefined;
    if (target.database.kind === 'pglite' && target.database.copyDataDir) {
      ({ heldMs } = await target.database.copyDataDir(staging));
      const header = { database: 'pglite' as const, createdAt, method: 'online-copy' as const };
      bytes = await writeBackupStream(partial, header, tarFolder(staging), createGzip());
    } else {
      bytes = await writeBackupFile(partial, { database: target.database.kind, createdAt }, await dumpPayload(target));
    }
    await rename(partial, path.join(folder, file));
    return { file, bytes, createdAt, ...(heldMs === undefined ? {} : { heldMs }) };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * A backup that died with its process (a crash, a restart mid-copy) left its staging copy: a
 * whole data folder. One backup runs at a time on the embedded database (one process holds it),
 * so any staging folder seen when one starts is stale.
 */
async function removeStaleStaging(folder: string): Promise<void> {
  const stale = (await readdir(folder)).filter((name) => name.startsWith('.') && name.endsWith('.staging'));
  await Promise.all(stale.map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
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
