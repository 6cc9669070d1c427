import { type AssistantLanguage, type ChatAnswer, answerLocally } from '@assist/domain';

/**
 * The repository's own knowledge, no model and no database: the dose calculator, the formulary's
 * drug information and the app tutorials (packages/domain/src/assistant).
 */
export function answerFromKnowledge(text: string, language: AssistantLanguage): ChatAnswer | null {
  return answerLocally(text, language);
}
