import { z } from 'zod';
import { SafeMultilineString, boundsMessages } from '../common/bounds.js';
import { chatHistoryLimit, chatMessages } from './messages.js';
export { chatHistoryLimit, chatMessages, assistantQuestionsPerMinute, assistantLimitMessage } from './messages.js';

/** The kinds of answer the assistant gives (spec part 2 §3, Chat message). */
export const chatAnswerTypes = ['dose_calculation', 'medical', 'inventory', 'tutorial', 'general'] as const;
export type ChatAnswerType = (typeof chatAnswerTypes)[number];

/** The languages the assistant answers in: the language of the question. */
export const assistantLanguages = ['en', 'ar'] as const;
export type AssistantLanguage = (typeof assistantLanguages)[number];

/** The longest question or history message accepted, in characters. */
export const chatMessageMaxLength = 2000;

const Content = SafeMultilineString({ error: chatMessages.messageRequired })
  .trim()
  .max(chatMessageMaxLength, boundsMessages.tooLong);

/** One earlier message of the conversation. */
export const ChatHistoryMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: Content,
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessage>;

/** `POST /api/ai/chat`. */
export const ChatRequest = z.object({
  message: Content.min(1, chatMessages.messageRequired),
  conversationHistory: z.array(ChatHistoryMessage).max(chatHistoryLimit, chatMessages.historyTooLong).default([]),
});
export type ChatRequest = z.input<typeof ChatRequest>;

/** The answer: its text (plain text, lines separated by \n) and its kind. */
export const ChatAnswer = z.object({
  message: z.string(),
  type: z.enum(chatAnswerTypes),
  /** A search the Inventory page opens with to show every product the answer counted (issue 28). */
  inventorySearch: z.string().optional(),
});
export type ChatAnswer = z.infer<typeof ChatAnswer>;

/** Arabic script in a question: the answer is in Arabic. */
export function languageOf(text: string): AssistantLanguage {
  return /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en';
}
