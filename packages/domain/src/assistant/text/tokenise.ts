import { normaliseLetters } from './normalise.js';

const stopWords = new Set([
  // English
  'a',
  'an',
  'the',
  'i',
  'we',
  'you',
  'me',
  'my',
  'our',
  'it',
  'is',
  'are',
  'be',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'and',
  'or',
  'this',
  'that',
  'what',
  'which',
  'when',
  'where',
  'how',
  'please',
  'there',
  'want',
  'need',
  'into',
  'as',
  'so',
  'if',
  'then',
  'way',
  // Arabic, normalised (ة as ه, ى as ي, أ/إ as ا)
  'كيف',
  'ماذا',
  'ما',
  'هل',
  'في',
  'من',
  'علي',
  'الي',
  'عن',
  'مع',
  'انا',
  'اريد',
  'ممكن',
  'كيفيه',
  'طريقه',
  'هذا',
  'هذه',
  'او',
  'ثم',
  'شلون',
  'اشلون',
  'شون',
  'لو',
  'يا',
  'عندي',
  'اي',
  'وين',
  'اين',
  'ابي',
  'اقدر',
  'لي',
  'الذي',
  'التي',
  'كل',
  'بعد',
  'قبل',
  'عند',
  'و',
  'يريد',
  'تريد',
  'نريد',
]);

/** Arabic article and clitic prefixes, longest first; stripped when at least 2 letters remain. */
const arabicPrefixes = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
/** Light Arabic suffixes: feminine plural, masculine plural, ta marbuta (as ه), when 3 letters remain. */
const arabicSuffixes = ['ات', 'ين', 'ون', 'ه'];

function stemArabic(word: string): string {
  let w = word;
  for (const prefix of arabicPrefixes) {
    if (w.startsWith(prefix) && w.length - prefix.length >= 2) {
      w = w.slice(prefix.length);
      break;
    }
  }
  for (const suffix of arabicSuffixes) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/**
 * A light English stemmer: plurals, -ing, -ed, a final e, a doubled final consonant.
 * "receiving", "received", "receives" -> "receiv"; "transferring" -> "transfer"; "boxes" -> "box".
 */
function stemEnglish(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Search terms of a text: normalised, stop words dropped, lightly stemmed (Arabic and English). */
export function tokenise(text: string): string[] {
  const words = normaliseLetters(text).split(' ');
  const terms: string[] = [];
  for (const word of words) {
    if (!word || stopWords.has(word)) continue;
    const term = /[\u0600-\u06FF]/.test(word) ? stemArabic(word) : stemEnglish(word);
    if (term && !stopWords.has(term)) terms.push(term);
  }
  return terms;
}
