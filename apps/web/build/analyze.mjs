// Which packages a page's first visit carries: `node build/analyze.mjs [page] [dist]` reads the
// build's source maps and sums the minified bytes each node_modules package (or src folder) adds
// to the page's JavaScript (uncompressed; the budget counts brotli of the same files).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pageBudgets } from './budgets.mjs';

const page = process.argv[2] ?? 'signIn';
const dist = path.resolve(process.argv[3] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of pageBudgets[page].roots) visit(root);
for (const part of pageBudgets[page].strings ?? []) visit(`src/i18n/bundles/en${part}.ts`);

const b64 = {};
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries()) b64[c] = i;
function decode(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = b64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
const owner = (source) => {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = source.replace(/^.*?(?=(apps|packages|src)\/)/, '');
  return src.split('/').slice(0, 4).join('/');
};
const totals = new Map();
for (const file of files) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, li) => {
    let col = 0;
    const segs = line ? line.split(',').map(decode) : [];
    segs.forEach((seg, si) => {
      col += seg[0];
      if (seg.length > 1) source += seg[1];
      const end = si + 1 < segs.length ? col + segs[si + 1][0] : (lines[li]?.length ?? col);
      const key = owner(map.sources[source] ?? '?');
      totals.set(key, (totals.get(key) ?? 0) + (end - col));
    });
  });
}
const sorted = [...totals].sort((a, b) => b[1] - a[1]);
for (const [key, bytes] of sorted.slice(0, 40)) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${key}`);
