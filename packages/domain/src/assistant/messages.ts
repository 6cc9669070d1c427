// The assistant: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Messages of the conversation sent with a question (spec part 2 §7: the last 10). */
export const chatHistoryLimit = 10;
export const chatMessages = {
  messageRequired: 'Please type a question',
  historyTooLong: `At most ${chatHistoryLimit} earlier messages are sent with a question`,
} as const;
/** Questions one user may ask the assistant in a minute. */
export const assistantQuestionsPerMinute = 30;
export const assistantLimitMessage = `At most ${assistantQuestionsPerMinute} questions a minute. Please wait a moment and ask again.`;
