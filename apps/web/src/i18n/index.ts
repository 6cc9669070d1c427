import i18n from 'i18next';
import { isolateValues } from './isolate-values';
import { sentenceEnd } from './sentence-end';
import { initReactI18next } from 'react-i18next';
import { afterFirstScreen } from '../lib/first-screen';
import { bundleBackend } from './bundle-backend';
import { languageDetector } from './language-detector';

export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type Language = (typeof languages)[number]['code'];

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

/**
 * Resolves once the visitor's language is loaded (bundle-backend.ts: its strings are a chunk of
 * their own, every `locales/<lng>/<namespace>.json`; adding a feature's texts is adding two files).
 * main.tsx renders the app after it, so no screen shows keys.
 */
const backend = bundleBackend(i18n);
export const i18nReady = i18n
  .use(backend)
  .use(languageDetector)
  .use(sentenceEnd)
  .use(initReactI18next)
  .init({
    ns: ['common'],
    defaultNS: 'common',
    // Arabic has every key (resources.test.ts): it never needs the English strings downloaded.
    fallbackLng: (code) => (code.startsWith('ar') ? [] : ['en']),
    supportedLngs: languages.map((l) => l.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // No HTML escaping (React renders text), but names are isolated for direction (isolate-values.ts).
    interpolation: { escapeValue: true, escape: isolateValues(() => i18n.resolvedLanguage ?? i18n.language) },
    returnNull: false,
    // "MedSupply Co.." never: a name's own period ends the sentence (sentence-end.ts).
    postProcess: ['sentenceEnd'],
  })
  // The other screens' strings come once the first screen has drawn and settled, so they never
  // compete with it (30-odd requests before the till's largest paint otherwise).
  .then(() => afterFirstScreen(() => void backend.loadRest(i18n.resolvedLanguage ?? 'en').catch(() => undefined)));

i18n.on('languageChanged', applyDocumentLanguage);
// Until i18next has chosen (its 'languageChanged' then applies it), the page keeps the language
// public/first-frame.js gave it: setting English here first flipped an Arabic first frame for a moment.
const chosen = i18n.resolvedLanguage ?? i18n.language;
if (chosen) applyDocumentLanguage(chosen);

export default i18n;
