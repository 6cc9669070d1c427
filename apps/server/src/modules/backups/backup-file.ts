import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup file: a 512-byte header, then the payload (PGlite: its data folder's tarball, gzipped;
 * PostgreSQL: pg_dump's custom format). The header is `ASSIST-BACKUP 1`, a newline and one line of
 * JSON (what database, when, the payload's size and SHA-256), padded with spaces; restore checks
 * the size and checksum before touching anything, so a cut or corrupted file is refused whole.
 */
export const headerBytes = 512;
const magic = 'ASSIST-BACKUP 1\n';

export interface BackupHeader {
  database: 'pglite' | 'postgres';
  createdAt: string;
  bytes: number;
  sha256: string;
  /**
   * How a PGlite payload was taken (informational; restore reads both the same way):
   * 'dump' (dumpDataDir, queue held throughout) or 'online-copy' (a base backup whose folder
   * holds backup_label and the WAL PGlite replays on first start). Absent in older files.
   */
  method?: 'dump' | 'online-copy';
}

/** Refused on restore: the file is not a backup, or not whole. The message says which. */
export class BackupFileError extends Error {}

/** Writes `payload` as a backup file at `file` (a new file; the caller renames it into place). */
export async function writeBackupFile(
  file: string,
  header: Omit<BackupHeader, 'bytes' | 'sha256'>,
  payload: Uint8Array,
): Promise<number> {
  const sha256 = createHash('sha256').update(payload).digest('hex');
  const head = Buffer.alloc(headerBytes, ' ');
  head.write(`${magic}${JSON.stringify({ ...header, bytes: payload.byteLength, sha256 })}\n`);
  const handle = await open(file, 'wx');
  try {
    await handle.writev([head, payload]);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return headerBytes + payload.byteLength;
}

/**
 * Writes a backup file at `file` (new) from a stream of payload chunks passed through `encode`
 * (gzip), without holding the payload in memory: the payload goes after a blank header, which is
 * filled in once its size and checksum are known. Answers the file's bytes.
 */
export async function writeBackupStream(
  file: string,
  header: Omit<BackupHeader, 'bytes' | 'sha256'>,
  chunks: AsyncIterable<Uint8Array>,
  encode: Transform,
): Promise<number> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    chunks,
    encode,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file, { flags: 'wx', start: headerBytes }),
  );
  const head = Buffer.alloc(headerBytes, ' ');
  head.write(`${magic}${JSON.stringify({ ...header, bytes, sha256: hash.digest('hex') })}\n`);
  const handle = await open(file, 'r+');
  try {
    await handle.write(head, 0, headerBytes, 0);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return headerBytes + bytes;
}

/** The header of a backup file, or why it is not one (read without the payload). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(headerBytes);
    const { bytesRead } = await handle.read(head, 0, headerBytes, 0);
    return parseHeader(head.subarray(0, bytesRead), file);
  } finally {
    await handle.close();
  }
}

function parseHeader(head: Buffer, file: string): BackupHeader {
  const text = head.toString('utf8');
  if (head.length < headerBytes || !text.startsWith(magic)) {
    throw new BackupFileError(`${file} is not an Assist backup (it does not start with "ASSIST-BACKUP 1").`);
  }
  try {
    const header = JSON.parse(text.slice(magic.length, text.indexOf('\n', magic.length))) as BackupHeader;
    if (typeof header.sha256 === 'string' && Number.isInteger(header.bytes)) return header;
  } catch {
    // Falls through to the refusal below.
  }
  throw new BackupFileError(`${file} is damaged: its header cannot be read.`);
}

/** The payload of a backup file, checked whole against its header's size and checksum. */
export async function readBackupFile(file: string): Promise<{ header: BackupHeader; payload: Buffer }> {
  const whole = await readFile(file);
  const header = parseHeader(whole.subarray(0, headerBytes), file);
  const payload = whole.subarray(headerBytes);
  if (payload.byteLength !== header.bytes) {
    throw new BackupFileError(
      `${file} is incomplete or damaged: it holds ${payload.byteLength} bytes of data, its header says ${header.bytes}. Nothing was restored.`,
    );
  }
  const sha256 = createHash('sha256').update(payload).digest('hex');
  if (sha256 !== header.sha256) {
    throw new BackupFileError(
      `${file} is damaged: its checksum does not match (the file changed after it was written). Nothing was restored.`,
    );
  }
  return { header, payload };
}
