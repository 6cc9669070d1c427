// Draws the app icons (PNG) from the Assist logo (public/favicon.svg): run `node
// apps/web/scripts/generate-icons.mjs` after changing the logo and commit the PNGs it writes
// to apps/web/public/icons/. Uses sharp (librsvg), which the server already depends on.
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const out = path.join(web, 'public/icons');
mkdirSync(out, { recursive: true });

const brand = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#0f766e';
const glyph = /<path [^>]*\/>/.exec(logo)?.[0];
if (!glyph) throw new Error('favicon.svg has no <path> for the letter');

// Maskable and Apple icons are cropped by the platform (circle, squircle): a full-bleed square
// with the letter inside the central 60 % "safe zone" (the letter spans 36 of 64 units, so 0.8x).
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: fullBleed },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
