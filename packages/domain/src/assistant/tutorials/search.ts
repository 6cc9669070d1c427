import type { AssistantLanguage } from '../contracts.js';
import { tokenise } from '../text/tokenise.js';
import { tutorials } from './index.js';
import type { Tutorial } from './types.js';

/** How much more a word counts in each part of a tutorial (a simple BM25F by repetition). */
const fieldWeights = { title: 3, keywords: 2, summary: 2, steps: 1 } as const;
const k1 = 1.2;
const b = 0.75;

interface IndexedDocument {
  tutorial: Tutorial;
  language: AssistantLanguage;
  termCounts: Map<string, number>;
  length: number;
}

function indexDocument(tutorial: Tutorial, language: AssistantLanguage): IndexedDocument {
  const termCounts = new Map<string, number>();
  let length = 0;
  const add = (text: string, weight: number) => {
    for (const term of tokenise(text)) {
      termCounts.set(term, (termCounts.get(term) ?? 0) + weight);
      length += weight;
    }
  };
  add(tutorial.title[language], fieldWeights.title);
  for (const keyword of tutorial.keywords[language]) add(keyword, fieldWeights.keywords);
  add(tutorial.summary[language], fieldWeights.summary);
  for (const step of tutorial.steps[language]) add(step, fieldWeights.steps);
  return { tutorial, language, termCounts, length };
}

const documents: IndexedDocument[] = tutorials.flatMap((t) => [indexDocument(t, 'en'), indexDocument(t, 'ar')]);
const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / documents.length;
const documentFrequency = new Map<string, number>();
for (const document of documents) {
  for (const term of document.termCounts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
}

function idf(term: string): number {
  const df = documentFrequency.get(term) ?? 0;
  return Math.log(1 + (documents.length - df + 0.5) / (df + 0.5));
}

/**
 * A question's Arabic word the help texts never use may be a present-tense verb or carry a one-letter
 * preposition: then its form without the first letter is tried ("انقل" -> "نقل", "لصيدليه" -> "صيدلي").
 */
function knownTerm(term: string): string | undefined {
  if (documentFrequency.has(term)) return term;
  if (!/^[\u0600-\u06FF]/.test(term)) return undefined;
  const rest = term.slice(1);
  return rest.length >= 3 && documentFrequency.has(rest) ? rest : undefined;
}

export interface TutorialMatch {
  tutorial: Tutorial;
  language: AssistantLanguage;
  score: number;
  /** The question's terms found in the tutorial. */
  matchedTerms: string[];
}

/**
 * Tutorials ranked by BM25 against the question (Arabic-normalised, lightly stemmed terms), best
 * first; only those sharing a term with it. With a language, only that language's texts are searched.
 */
export function searchTutorials(text: string, language?: AssistantLanguage, limit = 3): TutorialMatch[] {
  const terms = [...new Set(tokenise(text).map((t) => knownTerm(t) ?? t))];
  const matches: TutorialMatch[] = [];
  for (const document of documents) {
    if (language && document.language !== language) continue;
    let score = 0;
    const matchedTerms: string[] = [];
    for (const term of terms) {
      const tf = document.termCounts.get(term);
      if (!tf) continue;
      matchedTerms.push(term);
      score += (idf(term) * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * document.length) / averageLength));
    }
    if (score > 0) matches.push({ tutorial: document.tutorial, language: document.language, score, matchedTerms });
  }
  matches.sort((x, y) => y.score - x.score);
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.tutorial.id) && seen.add(m.tutorial.id)).slice(0, limit);
}
