import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const block = 512;

/**
 * A folder as a POSIX tar (ustar), streamed: the format PGlite's `loadDataDir` reads (its
 * dumpDataDir writes the same, but only from memory, holding the queue). Names are relative to
 * `root`; folders first, then their files. Only what a PostgreSQL data folder holds: plain
 * folders and files, names under 100 bytes, files under 8 GB.
 */
export async function* tarFolder(root: string): AsyncGenerator<Uint8Array> {
  yield* entries(root, '');
  yield Buffer.alloc(block * 2); // the end: two empty blocks
}

async function* entries(root: string, relative: string): AsyncGenerator<Uint8Array> {
  const names = (await readdir(path.join(root, relative))).sort();
  for (const name of names) {
    const entryName = relative ? `${relative}/${name}` : name;
    const info = await stat(path.join(root, entryName));
    if (info.isDirectory()) {
      yield header(`${entryName}/`, '5', 0, info.mtimeMs, 0o700);
      yield* entries(root, entryName);
    } else if (info.isFile()) {
      yield header(entryName, '0', info.size, info.mtimeMs, 0o600);
      let sent = 0;
      for await (const chunk of createReadStream(path.join(root, entryName))) {
        sent += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (sent !== info.size) throw new Error(`${entryName} changed while it was packed`);
      if (sent % block) yield Buffer.alloc(block - (sent % block));
    }
  }
}

/** A ustar header block; the checksum is the sum of its bytes with the checksum field as spaces. */
function header(name: string, type: '0' | '5', size: number, mtimeMs: number, mode: number): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new Error(`tar: the name ${name} is too long`);
  const head = Buffer.alloc(block);
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;
  head.write(name, 0);
  head.write(octal(mode, 8), 100);
  head.write(octal(0, 8), 108);
  head.write(octal(0, 8), 116);
  head.write(octal(size, 12), 124);
  head.write(octal(Math.floor(mtimeMs / 1000), 12), 136);
  head.write('        ', 148);
  head.write(type, 156);
  head.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of head) sum += byte;
  head.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return head;
}
