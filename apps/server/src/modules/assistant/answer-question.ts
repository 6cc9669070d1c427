import { type ChatAnswer, type ChatHistoryMessage, answerLocally, languageOf, shopQuestionOf } from '@assist/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { generalAnswer } from './general-answer.js';
import { converse } from './model/converse.js';
import { conversationOf, systemPrompt } from './model/prompt.js';
import { modelTools } from './model/tools.js';
import { answerShopQuestion } from './shop/answer-shop.js';
import type { ShopScope } from './shop/shop-scope.js';

export interface Question {
  message: string;
  conversationHistory: ChatHistoryMessage[];
}

/**
 * The assistant's answer, in the language of the question (docs/decisions/2026-11-26-assistant.md):
 * 1. a dose question: the calculator, always (never the model);
 * 2. a shop question the rules read: the business's own figures;
 * 3. with a model configured (AI_BASE_URL), everything else goes to it, with tools; on any
 *    failure (error, odd answer, time-out) the local answer below is given and the failure logged;
 * 4. without one: the formulary's drug information or a tutorial, else what can be asked.
 */
export async function answerQuestion(
  question: Question,
  scope: ShopScope,
  ai: Config['ai'],
  log: FastifyBaseLogger,
): Promise<ChatAnswer> {
  const language = languageOf(question.message);
  // The repository's own knowledge (packages/domain/src/assistant): no model, no database.
  const known = answerLocally(question.message, language);
  if (known?.type === 'dose_calculation') return known;
  const shop = shopQuestionOf(question.message);
  if (shop) return answerShopQuestion(scope, shop, language);
  if (!ai.baseUrl) return known ?? generalAnswer(language);
  try {
    const messages = conversationOf(
      systemPrompt(language, scope.today, scope.currency),
      question.conversationHistory,
      question.message,
    );
    return await converse(
      { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model },
      messages,
      modelTools,
      { scope, language },
      AbortSignal.timeout(ai.timeoutMs),
    );
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'assistant model failed; local answer given',
    );
    return known ?? generalAnswer(language, 'failed');
  }
}
