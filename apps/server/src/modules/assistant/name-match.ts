import { normalizeQuestion, skeletonOf } from './normalize.js';

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

/** One word of a question against one word of a name: 3 same, 2 sounds the same, 1 a typo away, 0 not. */
function wordScore(asked: string, word: string): number {
  if (asked === word) return 3;
  if (asked.length >= 3 && word.startsWith(asked)) return 3;
  const a = skeletonOf(asked);
  const w = skeletonOf(word);
  if (a.length >= 2 && (a === w || (a.length >= 3 && w.startsWith(a)))) return 2;
  const typos = asked.length >= 7 ? 2 : asked.length >= 4 ? 1 : 0;
  if (typos > 0 && /^[a-z]+$/.test(asked) && editDistance(asked, word) <= typos) return 1;
  return 0;
}

/**
 * How well `term` names `name`: every word of the term must match a word of the name (the weakest
 * decides), 0 when one does not. "panadol" names "Panadol Extra 500mg" (3), "بنادول" names it by
 * sound (2), "panadool" by a typo (1).
 */
export function nameScore(term: string, name: string): number {
  const askedWords = normalizeQuestion(term).split(' ').filter(Boolean);
  const nameWords = normalizeQuestion(name).split(' ').filter(Boolean);
  if (askedWords.length === 0) return 0;
  let weakest = 3;
  for (const asked of askedWords) {
    const best = Math.max(0, ...nameWords.map((word) => wordScore(asked, word)));
    if (best === 0) return 0;
    weakest = Math.min(weakest, best);
  }
  return weakest;
}

/** The candidates `term` names best (the best score only), at most `namesListed`, in their order. */
export function bestNamed<T extends { name: string }>(term: string, candidates: readonly T[]): T[] {
  let best = 0;
  let found: T[] = [];
  for (const candidate of candidates) {
    const score = nameScore(term, candidate.name);
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      found = [];
    }
    found.push(candidate);
  }
  return found.slice(0, namesListed);
}
