import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupFolder } from './backup-folder.js';

/** How `npm run backup` reaches a server that holds the embedded database: its port and token. */
export interface ServerFile {
  pid: number;
  port: number;
  token: string;
}

const fileOf = (dataDir: string) => path.join(backupFolder(dataDir), '.server.json');

export async function writeServerFile(dataDir: string, value: ServerFile): Promise<void> {
  await mkdir(backupFolder(dataDir), { recursive: true });
  await writeFile(fileOf(dataDir), JSON.stringify(value), { mode: 0o600 });
}

export const removeServerFile = (dataDir: string) => rm(fileOf(dataDir), { force: true });

/** The running server's file, or null when none is written or its process is gone. */
export async function runningServer(dataDir: string): Promise<ServerFile | null> {
  const text = await readFile(fileOf(dataDir), 'utf8').catch(() => null);
  if (!text) return null;
  const value = JSON.parse(text) as ServerFile;
  try {
    process.kill(value.pid, 0);
    return value;
  } catch {
    return null;
  }
}
