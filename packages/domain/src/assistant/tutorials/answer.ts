import type { AssistantLanguage } from '../contracts.js';
import { containsPhrase, normaliseWords } from '../text/normalise.js';
import { tokenise } from '../text/tokenise.js';
import { searchTutorials } from './search.js';
import type { Tutorial } from './types.js';
import { howToCues, shopFigureWords } from '../text/cue-words.js';

/** The least BM25 score that counts as a match (typical right answers score 6 to 15, see the tests). */
export const tutorialMinimumScore = 4;

export interface TutorialAnswer {
  tutorialId: string;
  path: string;
  title: string;
  message: string;
  score: number;
}

/** A tutorial as an answer: its title and numbered steps. */
export function tutorialText(tutorial: Tutorial, language: AssistantLanguage): string {
  const steps = tutorial.steps[language].map((step, i) => `${i + 1}. ${step}`);
  return [tutorial.title[language], ...steps].join('\n');
}

/**
 * The best tutorial's steps for a how-to question, or null when none matches well. Without a how-to
 * word ("how do I", "كيف") at least half the question's words must be found, and shop-figure questions
 * ("sales today") are left to the shop answers.
 */
export function answerTutorialQuestion(text: string, language: AssistantLanguage): TutorialAnswer | null {
  const [best] = searchTutorials(text, language, 1);
  if (!best || best.score < tutorialMinimumScore) return null;
  const words = normaliseWords(text);
  const has = (list: readonly string[]) => list.some((w) => containsPhrase(words, normaliseWords(w)));
  if (!has(howToCues)) {
    const terms = new Set(tokenise(text));
    if (has(shopFigureWords) || best.matchedTerms.length * 2 < terms.size) return null;
  }
  return {
    tutorialId: best.tutorial.id,
    path: best.tutorial.path,
    title: best.tutorial.title[language],
    message: tutorialText(best.tutorial, language),
    score: best.score,
  };
}
