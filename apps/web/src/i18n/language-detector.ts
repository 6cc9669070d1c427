import type { LanguageDetectorModule } from 'i18next';

const storageKey = 'i18nextLng';

/**
 * The visitor's language, looked for in the order public/first-frame.js uses (so the first frame
 * and the app agree): `?lng=` (links and screenshots), the saved choice, the browser's languages,
 * the page's. i18next takes the first it supports. Replaces i18next-browser-languagedetector
 * (6.6 KiB minified on the sign-in page) for the four sources we use.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found = [new URLSearchParams(window.location.search).get('lng'), readSaved()];
    found.push(...(navigator.languages ?? [navigator.language]), document.documentElement.lang);
    return found.filter((code): code is string => Boolean(code));
  },
  cacheUserLanguage(lng) {
    try {
      localStorage.setItem(storageKey, lng);
    } catch {
      // Storage blocked (private mode): the choice lasts for this page only.
    }
  },
};

function readSaved(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}
