import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TurnQueue } from './turn-queue.js';

/** What an online copy took: how long PGlite's queue was held (ms, both turns) and the files copied. */
export interface OnlineCopy {
  heldMs: number;
  files: number;
}

/**
 * Folders whose contents a base backup leaves out (PostgreSQL's "Making a Base Backup Using the
 * Low Level API"): rebuilt at start. pg_wal is copied apart, at the end, inside the queue.
 */
const leftEmpty = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const leftOut = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

/**
 * Copies PGlite's data folder `from` into the empty folder `to` while sales go on, the way
 * PostgreSQL takes a base backup: pg_backup_start (one checkpoint) as one job of the queue, the
 * files copied outside it (fuzzy: tills keep writing), then pg_backup_stop and the WAL written
 * since the start as a second, short job. The copy holds a backup_label, so PGlite opening it
 * replays that WAL up to the stop point: consistent as of the stop, every committed sale there.
 * Only the two jobs hold PGlite's connection; the bulk copy does not.
 */
export async function copyDataDirOnline(
  pglite: PGlite,
  queue: TurnQueue,
  from: string,
  to: string,
): Promise<OnlineCopy> {
  let heldMs = 0;
  const held = async <T>(work: () => Promise<T>): Promise<T> =>
    queue.run(async () => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        heldMs += performance.now() - started;
      }
    });
  const started = await held(() =>
    pglite.query<{ file: string }>(`select pg_walfile_name(pg_backup_start('assist backup', true)) as file`),
  );
  const firstWal = started.rows[0]?.file ?? '';
  let stopped = false;
  try {
    const files = await copyTree(from, to, '');
    const copiedWal = await held(async () => {
      const stop = await pglite.query<{ label: string; file: string }>(
        `select labelfile as label, pg_walfile_name(lsn) as file from pg_backup_stop(false)`,
      );
      stopped = true;
      const { label, file: lastWal } = stop.rows[0] ?? { label: '', file: '' };
      await writeFile(path.join(to, 'backup_label'), label);
      return copyWal(path.join(from, 'pg_wal'), path.join(to, 'pg_wal'), firstWal, lastWal);
    });
    return { heldMs, files: files + copiedWal + 1 };
  } finally {
    // A failed copy must not leave the session in backup mode (the next backup could not start).
    if (!stopped) await held(() => pglite.query('select pg_backup_stop(false)')).catch(() => undefined);
  }
}

async function copyTree(from: string, to: string, relative: string): Promise<number> {
  await mkdir(path.join(to, relative), { recursive: true });
  let files = 0;
  for (const entry of await readdir(path.join(from, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (leftEmpty.has(name)) await mkdir(path.join(to, name), { recursive: true });
      else files += await copyTree(from, to, name);
    } else if (entry.isFile() && !leftOut.has(name) && !entry.name.startsWith('pgsql_tmp')) {
      // A relation can be dropped while we copy (a vacuum's truncation, a temporary table).
      const copied = await copyFile(path.join(from, name), path.join(to, name)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      if (copied) files++;
    }
  }
  return files;
}

/** The WAL segments from `first` to `last` (their names sort in WAL order), and archive_status. */
async function copyWal(from: string, to: string, first: string, last: string): Promise<number> {
  await mkdir(path.join(to, 'archive_status'), { recursive: true });
  const segments = (await readdir(from)).filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last);
  if (!segments.includes(first) || !segments.includes(last)) {
    throw new Error(`PGlite backup: the WAL from ${first} to ${last} is no longer all there; try again`);
  }
  await Promise.all(segments.map((name) => copyFile(path.join(from, name), path.join(to, name))));
  return segments.length;
}
