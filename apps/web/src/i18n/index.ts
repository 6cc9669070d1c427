import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { sentenceEnd } from './sentence-end';
import { initReactI18next } from 'react-i18next';

export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type Language = (typeof languages)[number]['code'];

/**
 * Every `locales/<lng>/<namespace>.json` file is a namespace. Adding a feature's texts is adding
 * two files; nothing here changes.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, lng, ns] = match;
    resources[lng] = { ...resources[lng], [ns]: module.default };
  }
  return resources;
}

export const namespaces = [...new Set(Object.keys(files).map((p) => p.split('/').pop()?.replace('.json', '') ?? ''))];

/** Sets <html lang dir> so the whole layout mirrors for Arabic. */
export function applyDocumentLanguage(lng: string): void {
  const language = languages.find((l) => lng.startsWith(l.code)) ?? languages[0];
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  // The install prompt reads the linked manifest: Arabic users install an Arabic, right-to-left app.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = manifestFor(language.code);
}

/** The web manifest of a language: English is the build's, Arabic its own file (public/). */
export function manifestFor(code: string): string {
  return code === 'ar' ? '/manifest.ar.webmanifest' : '/manifest.webmanifest';
}

void i18n
  .use(LanguageDetector)
  .use(sentenceEnd)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: languages.map((l) => l.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // "MedSupply Co.." never: a name's own period ends the sentence (sentence-end.ts).
    postProcess: ['sentenceEnd'],
    detection: {
      // ?lng=ar first (links and screenshots), then the saved choice, browser, page language.
      order: ['querystring', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    initAsync: false,
  });

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language ?? 'en');

export default i18n;
