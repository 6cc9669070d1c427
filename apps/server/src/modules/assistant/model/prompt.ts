import type { AssistantLanguage, ChatHistoryMessage } from '@assist/domain';
import type { ModelMessage } from './completions.js';

const languageNames: Record<AssistantLanguage, string> = { en: 'English', ar: 'Arabic' };

/** The model's instructions: who it is, the language, and never a dose or a shop figure of its own. */
export function systemPrompt(language: AssistantLanguage, today: string, currency: string): string {
  return [
    'You are the assistant of a pharmacy point-of-sale and inventory app, helping the pharmacist at the counter.',
    `Answer in ${languageNames[language]}, briefly, in plain text (no Markdown tables).`,
    `Today is ${today} in the shop's time zone; money is in ${currency}.`,
    "For anything about the shop's stock, expiry, sales, profit, best sellers, supplier balances or shortages, call the tools and use only their figures; never guess a number.",
    'Never state a dose yourself: call calculate_dose when it is available, otherwise say the pharmacist must check the formulary.',
    'For medicines use drug_info when it is available; if you do not know, say so rather than invent.',
    'For how to use the app, call search_tutorials when it is available.',
    'The prescription and the pharmacist decide; say so when you talk about doses or treatment.',
  ].join('\n');
}

/** The messages sent to the model: instructions, the earlier conversation, the question. */
export function conversationOf(
  system: string,
  history: readonly ChatHistoryMessage[],
  question: string,
): ModelMessage[] {
  return [
    { role: 'system', content: system },
    ...history.map((m): ModelMessage => ({ role: m.role, content: m.content })),
    { role: 'user', content: question },
  ];
}
