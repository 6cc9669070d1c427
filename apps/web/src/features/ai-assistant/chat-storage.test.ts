import { describe, expect, it } from 'vitest';
import { localDbName } from '../../offline/local-db';
import { assistantMessage, userMessage } from './chat-message';
import {
  conversationKey,
  forgetConversationsExcept,
  loadConversation,
  saveConversation,
  storedMessageLimit,
} from './chat-storage';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const owner = localDbName({ id: 7, isTeamMember: false });
const teamMember = localDbName({ id: 7, isTeamMember: true });
const other = localDbName({ id: 8, isTeamMember: false });
const at = new Date('2026-11-26T08:30:00Z');
const chat = [
  userMessage('Panadol stock?', at),
  assistantMessage({ message: 'Panadol: 40 units', type: 'inventory' }, false, at),
];

describe('the stored conversation', () => {
  it('survives a reload for the same person', () => {
    const storage = memoryStorage();
    saveConversation(storage, owner, chat);
    expect(loadConversation(storage, owner)).toEqual(chat);
  });

  it('is kept per person: an owner and a team member with the same id, and another owner, see none of it', () => {
    const storage = memoryStorage();
    saveConversation(storage, owner, chat);
    expect(conversationKey(owner)).not.toBe(conversationKey(teamMember));
    expect(loadConversation(storage, teamMember)).toEqual([]);
    expect(loadConversation(storage, other)).toEqual([]);
  });

  it('is removed when cleared', () => {
    const storage = memoryStorage();
    saveConversation(storage, owner, chat);
    saveConversation(storage, owner, []);
    expect(storage.getItem(conversationKey(owner))).toBeNull();
    expect(loadConversation(storage, owner)).toEqual([]);
  });

  it('keeps the newest messages only', () => {
    const storage = memoryStorage();
    const long = Array.from({ length: storedMessageLimit + 5 }, (_, index) => userMessage(`q${index}`, at));
    saveConversation(storage, owner, long);
    const kept = loadConversation(storage, owner);
    expect(kept).toHaveLength(storedMessageLimit);
    expect(kept[0]?.content).toBe('q5');
  });

  it('reads a damaged copy as no conversation, and drops messages that do not read', () => {
    const storage = memoryStorage();
    storage.setItem(conversationKey(owner), '{not json');
    expect(loadConversation(storage, owner)).toEqual([]);
    storage.setItem(conversationKey(owner), JSON.stringify([chat[0], { role: 'user' }]));
    expect(loadConversation(storage, owner)).toEqual([chat[0]]);
    expect(loadConversation(null, owner)).toEqual([]);
  });

  it('is forgotten for everyone but the signed-in person, and for all at sign-out', () => {
    const storage = memoryStorage();
    storage.setItem('i18nextLng', 'ar');
    saveConversation(storage, owner, chat);
    saveConversation(storage, other, chat);
    saveConversation(storage, teamMember, chat);
    forgetConversationsExcept(storage, other);
    expect(loadConversation(storage, other)).toEqual(chat);
    expect(loadConversation(storage, owner)).toEqual([]);
    expect(loadConversation(storage, teamMember)).toEqual([]);
    forgetConversationsExcept(storage, null);
    expect(loadConversation(storage, other)).toEqual([]);
    // Nothing else on the device is touched.
    expect(storage.getItem('i18nextLng')).toBe('ar');
  });
});
