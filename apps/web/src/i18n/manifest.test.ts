import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const arabic = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/manifest.ar.webmanifest'), 'utf8')) as {
  name: string;
  lang: string;
  dir: string;
  icons: unknown[];
  start_url: string;
};
const viteConfig = readFileSync(join(import.meta.dirname, '../../vite.config.ts'), 'utf8');

describe('the Arabic web manifest', () => {
  it('names the app in Arabic, right to left', () => {
    expect(arabic.lang).toBe('ar');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.name).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.start_url).toBe('/?lng=ar');
  });

  it('has the English manifest’s icons, and the English one says its direction', () => {
    for (const icon of arabic.icons as { src: string }[]) expect(viteConfig).toContain(`src: '${icon.src}'`);
    expect(viteConfig).toContain("lang: 'en'");
    expect(viteConfig).toContain("dir: 'ltr'");
  });
});
