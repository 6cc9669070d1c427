import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

// The order i18next-browser-languagedetector used here (querystring, localStorage, navigator,
// htmlTag) and public/first-frame.js follows: the first frame and the app agree on the language.

function visit({ search = '', saved = null as string | null, languages = ['en-US'], blocked = false }) {
  const store = new Map<string, string>(saved ? [['i18nextLng', saved]] : []);
  const storage = {
    getItem: (key: string) => {
      if (blocked) throw new Error('SecurityError');
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (blocked) throw new Error('SecurityError');
      store.set(key, value);
    },
  };
  vi.stubGlobal('window', { location: { search } });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  return store;
}

const detect = () => languageDetector.detect?.() as string[];

afterEach(() => vi.unstubAllGlobals());

describe('the language detector', () => {
  it('puts ?lng= first, then the saved choice, the browser languages and the page language', () => {
    visit({ search: '?lng=ar', saved: 'en', languages: ['fr-FR', 'ar-EG'] });
    expect(detect()).toEqual(['ar', 'en', 'fr-FR', 'ar-EG', 'en']);
  });

  it('without a query or a saved choice, the browser languages decide', () => {
    visit({ languages: ['ar-IQ', 'en-GB'] });
    expect(detect()[0]).toBe('ar-IQ');
  });

  it('saves the chosen language under i18next’s key', () => {
    const store = visit({});
    languageDetector.cacheUserLanguage?.('ar');
    expect(store.get('i18nextLng')).toBe('ar');
  });

  it('blocked storage: no error, the browser languages decide', () => {
    visit({ blocked: true, languages: ['ar'] });
    expect(detect()[0]).toBe('ar');
    expect(() => languageDetector.cacheUserLanguage?.('en')).not.toThrow();
  });
});
