// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
// highest levels: the server (@fastify/static preCompressed) and nginx (gzip_static) send the copy
// the browser accepts instead of compressing on every request. Source maps are left alone, and so
// is the service worker (sw.js, 2 KB, checked at every update): a stale copy beside a replaced
// sw.js would hide a new version, so the server compresses it as it goes out.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textFile = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 512;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Compresses the text files under `dir`; answers how many and their raw and brotli bytes. */
export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(dir)) {
    if (!textFile.test(file) || path.basename(file) === 'sw.js' || statSync(file).size < minBytes) continue;
    const text = readFileSync(file);
    const br = brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
    files += 1;
    raw += text.length;
    brotli += br.length;
  }
  return { files, raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { files, raw, brotli } = precompress(dir);
  console.log(
    `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`,
  );
}
