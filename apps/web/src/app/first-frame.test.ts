import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// index.html draws the sign-in page (on /auth) or the splash (elsewhere) before the app's code
// arrives (first-frame.js picks English or Arabic): its texts are copies of the locale files' and must change when they do, or the page
// would show one text, then another (docs/decisions/2026-11-28-first-paint.md).

const web = join(import.meta.dirname, '../..');
const html = readFileSync(join(web, 'index.html'), 'utf8');
const fromHtml = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

function strings(lng: string): Map<string, string> {
  const all = new Map<string, string>();
  const dir = join(web, 'src/i18n/locales', lng);
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') all.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner);
  };
  for (const file of readdirSync(dir)) walk(file, JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return all;
}

const pairs = [
  ...html.matchAll(/<span class="ff-en"[^>]*>([^<]*)<\/span><span class="ff-ar"[^>]*>([^<]*)<\/span>/g),
].map((m) => [fromHtml(m[1] as string), fromHtml(m[2] as string)] as const);
// The language button names the other language in its own words (i18n/index.ts `languages`).
const languageButton = ['العربية', 'English'];

describe("index.html's first frames: the sign-in page and the splash", () => {
  const en = strings('en');
  const ar = strings('ar');

  it('are there, in both languages', () => {
    expect(pairs.length).toBeGreaterThan(10);
    expect(html).toContain('class="first-splash');
    expect(html).toContain('<script src="/first-frame.js"></script>');
  });

  it.each(pairs.filter(([text]) => !languageButton.includes(text)))(
    '"%s" / "%s" are the locale files\' texts',
    (english, arabic) => {
      const keys = [...en].filter(([, value]) => value === english).map(([key]) => key);
      expect(keys, `no English string "${english}"`).not.toEqual([]);
      expect(keys.map((key) => ar.get(key))).toContain(arabic);
    },
  );
});
