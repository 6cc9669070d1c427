import { findMedicineInText, normaliseLetters } from '@assist/domain';
import { skeletonOf } from './skeleton.js';

/** How many candidates a name question lists at most. */
export const namesListed = 5;

/** Edits between two words (Levenshtein), for typos such as "panadool". */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A word of a question, read once: its letters and its skeleton. */
interface AskedWord {
  text: string;
  skeleton: string;
  /** Edits allowed for a typo: none for short words or anything but Latin letters. */
  typos: number;
}

function askedWord(text: string): AskedWord {
  const typos = !/^[a-z]+$/.test(text) ? 0 : text.length >= 7 ? 2 : text.length >= 4 ? 1 : 0;
  return { text, skeleton: skeletonOf(text), typos };
}

/** A word of a name, read once. */
interface NameWord {
  text: string;
  skeleton: string;
}

/** How many distinct words of a question are matched at most (a name is rarely longer). */
const askedWordsRead = 8;

/** One word of a question against one word of a name: 3 same, 2 sounds the same, 1 a typo away, 0 not. */
function wordScore(asked: AskedWord, name: NameWord): number {
  const a = asked.text;
  const word = name.text;
  if (a === word) return 3;
  if (a.length >= 3 && word.startsWith(a)) return 3;
  const w = name.skeleton;
  const s = asked.skeleton;
  if (s.length >= 2 && (s === w || (s.length >= 3 && w.startsWith(s)))) return 2;
  // Lengths further apart than the edits allowed can never be a typo (and a long word costs nothing).
  if (asked.typos > 0 && Math.abs(a.length - word.length) <= asked.typos && editDistance(a, word) <= asked.typos) {
    return 1;
  }
  return 0;
}

const wordsOf = (text: string) => [...new Set(normaliseLetters(text).split(' ').filter(Boolean))];
const askedWordsOf = (term: string) => wordsOf(term).slice(0, askedWordsRead).map(askedWord);
const nameWordsOf = (name: string): NameWord[] => wordsOf(name).map((text) => ({ text, skeleton: skeletonOf(text) }));

function scoreOf(asked: readonly AskedWord[], nameWords: readonly NameWord[]): number {
  if (asked.length === 0) return 0;
  let weakest = 3;
  for (const word of asked) {
    const best = Math.max(0, ...nameWords.map((w) => wordScore(word, w)));
    if (best === 0) return 0;
    weakest = Math.min(weakest, best);
  }
  return weakest;
}

/**
 * How well `term` names `name`: every word of the term must match a word of the name (the weakest
 * decides), 0 when one does not. "panadol" names "Panadol Extra 500mg" (3), "بنادول" names it by
 * sound (2), "panadok" by a typo (1).
 */
export function nameScore(term: string, name: string): number {
  return scoreOf(askedWordsOf(term), nameWordsOf(name));
}

/** The candidates `term` names best (the best score only), at most `namesListed`, in their order. */
export function bestNamed<T extends { name: string }>(term: string, candidates: readonly T[]): T[] {
  return allBestNamed(term, candidates).slice(0, namesListed);
}

/** Every candidate `term` names best (the best score only), in their order: what a list leaves out is counted. */
export function allBestNamed<T extends { name: string }>(term: string, candidates: readonly T[]): T[] {
  const asked = askedWordsOf(term);
  if (asked.length === 0) return [];
  let best = 0;
  let found: T[] = [];
  for (const candidate of candidates) {
    const score = scoreOf(asked, nameWordsOf(candidate.name));
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      found = [];
    }
    found.push(candidate);
  }
  return found;
}

/**
 * The names `term` names best; when none does and the term is a brand or name of a formulary
 * medicine, the names its other names match (the shop may keep Panadol as "Paracetamol", a supplier
 * Lantus as "Insulin Glargine"). `foundAs` is the medicine's name then, else null. The assistant's
 * stock answers and the marketplace search (the shortage notebook's "find in marketplace") use it.
 */
export function namedByTermOrMedicine<T extends { name: string }>(
  term: string,
  names: readonly T[],
): { foundAs: string | null; named: T[] } {
  const named = allBestNamed(term, names);
  if (named.length > 0) return { foundAs: null, named };
  const medicine = findMedicineInText(term);
  if (!medicine) return { foundAs: null, named };
  for (const other of [medicine.names.en, medicine.id, ...medicine.aliases]) {
    const found = allBestNamed(other, names);
    if (found.length > 0) return { foundAs: medicine.names.en, named: found };
  }
  return { foundAs: null, named };
}
