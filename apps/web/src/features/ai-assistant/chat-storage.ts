import { type ChatMessage, isChatMessage } from './chat-message';

/**
 * The conversation kept on this device so it survives a reload, one per signed-in person: the key
 * carries the person's local database name (`assist-pos-user-7`, `assist-pos-team-7`: an owner and
 * a team member may share an id), so another person on the same browser never reads it. Sign-in
 * of someone else and sign-out remove every other person's (forgetConversationsExcept).
 */
const prefix = 'assist.assistant.chat.';
/** The newest messages kept; older ones drop off so storage stays small. */
export const storedMessageLimit = 200;

export function conversationKey(person: string): string {
  return `${prefix}${person}`;
}

/** The stored conversation of `person`: [] when none, unreadable, or storage is unavailable. */
export function loadConversation(storage: Pick<Storage, 'getItem'> | null, person: string): ChatMessage[] {
  try {
    const raw = storage?.getItem(conversationKey(person));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isChatMessage) : [];
  } catch {
    return [];
  }
}

/** Keeps the conversation (its newest messages); an empty one removes the key. */
export function saveConversation(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  person: string,
  messages: readonly ChatMessage[],
): void {
  try {
    if (messages.length === 0) storage?.removeItem(conversationKey(person));
    else storage?.setItem(conversationKey(person), JSON.stringify(messages.slice(-storedMessageLimit)));
  } catch {
    // Private mode or full storage: the conversation lasts until the page is left.
  }
}

/** Removes every stored conversation but `person`'s (all of them when null: signed out). */
export function forgetConversationsExcept(
  storage: Pick<Storage, 'key' | 'length' | 'removeItem'> | null,
  person: string | null,
): void {
  if (!storage) return;
  try {
    const keep = person === null ? null : conversationKey(person);
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix) && key !== keep) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}
