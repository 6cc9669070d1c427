/**
 * Question text as the assistant's rules read it: Arabic-Indic and Persian digits as Latin ones,
 * Arabic letter forms folded (alef with hamza or madda -> alef, taa marbuta -> haa, alef maqsura ->
 * yaa), diacritics and tatweel gone, lower case, punctuation as spaces.
 * Example: "كم عندنا بنادول؟ ٢٠" -> "كم عندنا بنادول 20".
 */
export function normalizeQuestion(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

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
  const latin = normalizeQuestion(word)
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

/**
 * An Arabic word without the article (with "and", "to" or "by" before it) in front ("والبنادول",
 * "بالبنادول" -> "بنادول", "للمورد" -> "مورد"), when enough of it is left; a bare one-letter
 * preposition stays, as in "بنادول" it is the name's own first letter. Other words as they are.
 */
export function withoutArticle(word: string): string {
  if (!/^[\u0600-\u06FF]+$/.test(word)) return word;
  const stripped = word.replace(/^و?(بال|لل|ال)/, '');
  return stripped.length >= 3 ? stripped : word;
}
