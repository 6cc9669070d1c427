import {
  type ChatAnswerType,
  type ChatHistoryMessage,
  chatAnswerTypes,
  chatHistoryLimit,
  chatMessageMaxLength,
} from '@assist/domain';

/** One message of the conversation (spec part 2 §3 Chat message). */
export interface ChatMessage {
  id: string;
  content: string;
  role: 'user' | 'assistant';
  /** ISO timestamp of when it was sent or answered. */
  timestamp: string;
  /** The kind of answer; a question is `general`. */
  type: ChatAnswerType;
  /** Answered by this device with no connection (dose, medical and tutorial questions offline). */
  answeredOnDevice?: boolean;
  /** A stock answer that lists some of the products matched: Inventory searched by this shows all. */
  inventorySearch?: string;
}

let counter = 0;
/** A unique id for a new message (crypto.randomUUID where the page is secure, else time and count). */
export function newMessageId(): string {
  counter += 1;
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${counter}`;
}

export function userMessage(content: string, now = new Date()): ChatMessage {
  return { id: newMessageId(), content, role: 'user', timestamp: now.toISOString(), type: 'general' };
}

export function assistantMessage(
  answer: { message: string; type: ChatAnswerType; inventorySearch?: string },
  answeredOnDevice: boolean,
  now = new Date(),
): ChatMessage {
  return {
    id: newMessageId(),
    content: answer.message,
    role: 'assistant',
    timestamp: now.toISOString(),
    type: answer.type,
    ...(answeredOnDevice ? { answeredOnDevice } : {}),
    ...(answer.inventorySearch ? { inventorySearch: answer.inventorySearch } : {}),
  };
}

/**
 * What goes with a question as `conversationHistory`: the last 10 messages before it (spec part 2
 * §7 and §9), as role and content only. Blank messages are left out and a long answer is cut to
 * the longest message the server accepts (it refuses both).
 */
export function historyFor(messages: readonly ChatMessage[]): ChatHistoryMessage[] {
  return messages
    .filter((message) => message.content.trim() !== '')
    .slice(-chatHistoryLimit)
    .map(({ role, content }) => ({ role, content: content.trim().slice(0, chatMessageMaxLength) }));
}

/** A stored value that reads as a message (storage may hold an older or damaged copy). */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    typeof message.content === 'string' &&
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.timestamp === 'string' &&
    !Number.isNaN(Date.parse(message.timestamp)) &&
    (chatAnswerTypes as readonly unknown[]).includes(message.type) &&
    (message.answeredOnDevice === undefined || typeof message.answeredOnDevice === 'boolean')
  );
}
