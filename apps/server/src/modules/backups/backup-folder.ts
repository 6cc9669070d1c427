import type { BackupFailure, BackupFile } from '@assist/domain';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR/backups: the files `assist-<time>.backup`, and last-failure.json while the last one failed. */
export function backupFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

const pattern = /^assist-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.backup$/;

/** A file name holding the time (UTC, sortable, no colons so it copies onto any disk). */
export function backupFileName(at: Date): string {
  return `assist-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.backup`;
}

/** The backups in the folder, newest first. */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const folder = backupFolder(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  const files: BackupFile[] = [];
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match) continue;
    const [, date, h, m, s, ms] = match;
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (!info) continue;
    const createdAt = new Date(`${date}T${h}:${m}:${s}.${ms}Z`).toISOString();
    files.push({ file: name, bytes: info.size, createdAt });
  }
  return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Deletes all but the newest `keep` backups. */
export async function pruneBackups(dataDir: string, keep: number): Promise<void> {
  const old = (await listBackups(dataDir)).slice(keep);
  for (const file of old) await rm(path.join(backupFolder(dataDir), file.file), { force: true });
}

const failureFile = (dataDir: string) => path.join(backupFolder(dataDir), 'last-failure.json');

/** The last failure, kept on disk so `npm run backup` and the server see the same. */
export async function lastFailure(dataDir: string): Promise<BackupFailure | null> {
  const text = await readFile(failureFile(dataDir), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as BackupFailure) : null;
}

export async function recordFailure(dataDir: string, failure: BackupFailure | null): Promise<void> {
  if (!failure) return rm(failureFile(dataDir), { force: true });
  await mkdir(backupFolder(dataDir), { recursive: true });
  await writeFile(failureFile(dataDir), JSON.stringify(failure));
}
