import type { AssistantLanguage, ChatAnswer } from '@assist/domain';

/**
 * The repository's own knowledge, no model: the dose calculator, the formulary's drug
 * information and the app tutorials (packages/domain/src/assistant, lane formulary).
 */
export function answerFromKnowledge(_text: string, _language: AssistantLanguage): ChatAnswer | null {
  return null;
}
