import { normaliseLetters } from '@assist/domain';

/** Arabic letters as the Latin consonant a product name spelt in Latin letters would use. */
const arabicConsonants: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 's',
  ج: 'j',
  ح: 'h',
  خ: 'k',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 's',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  پ: 'b',
  ڤ: 'f',
  گ: 'g',
  چ: 'j',
};

/**
 * The consonant skeleton of a word, the same for a brand written in Latin or Arabic letters:
 * vowels (and the Arabic letters used as vowels: alef, waw, yaa, ain, hamza) dropped, letters that
 * sound alike merged, doubled letters once. Example: "Panadol" and "بنادول" -> "bndl";
 * "Amoxicillin" and "أموكسيسيلين" -> "mksln".
 */
export function skeletonOf(word: string): string {
  const latin = normaliseLetters(word)
    .split('')
    .map((c) => arabicConsonants[c] ?? c)
    .join('')
    .replace(/ph/g, 'f')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/p/g, 'b')
    .replace(/v/g, 'f')
    .replace(/w/g, '')
    .replace(/[aeiouy\u0627\u0648\u064A\u0639\u0621\u0626\u0624]/g, '')
    .replace(/[^a-z0-9]/g, '');
  return latin.replace(/(.)\1+/g, '$1');
}
