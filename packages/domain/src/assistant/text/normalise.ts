/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII, and the Arabic decimal separator to a point. */
export function normaliseDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/(\d)[\u066B,](\d)/g, '$1.$2');
}

/**
 * Arabic spelled one way: no diacritics or tatweel, alef forms (أ إ آ ٱ) as ا, ta marbuta (ة) as ه,
 * alif maqsura (ى) as ي, hamza on waw/ya (ؤ ئ) as و/ي. Example: "الجُرْعَة" -> "الجرعه".
 */
export function normaliseArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A');
}

/** Lower case, ASCII digits, normalised Arabic: the form every matcher works on. */
export function normaliseText(text: string): string {
  return normaliseArabic(normaliseDigits(text.normalize('NFKC'))).toLowerCase();
}

/** Normalised text with punctuation as single spaces, for matching names and phrases. */
export function normaliseWords(text: string): string {
  return normaliseText(text)
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Normalised text with everything but letters and digits as single spaces: the form shop questions
 * and product names are read in. Example: "كم عندنا بنادول؟ ٢٠" -> "كم عندنا بنادول 20".
 */
export function normaliseLetters(text: string): string {
  return normaliseText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
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

/** Arabic prefixes a noun may carry: conjunction/preposition + the definite article. */
export const arabicPrefixes = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف', 'ك'] as const;

/** Whether a phrase (already normalised) occurs in normalised words, Arabic prefixes allowed. */
export function containsPhrase(words: string, phrase: string): boolean {
  if (!phrase) return false;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const arabic = /[\u0600-\u06FF]/.test(phrase);
  const prefix = arabic ? `(?:${arabicPrefixes.join('|')})?` : '';
  return new RegExp(`(?:^|\\s)${prefix}${escaped}(?=\\s|$)`, 'u').test(words);
}
