import type { ChatAnswer, ChatRequest } from '@assist/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLocalDb } from '../../offline/local-session';
import { type ChatMessage, assistantMessage, historyFor, userMessage } from './chat-message';
import { loadConversation, saveConversation } from './chat-storage';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A question added to the conversation: the request to send, and which conversation it belongs to. */
export interface Asked {
  request: ChatRequest;
  questionId: string;
  turn: number;
}

export interface Conversation {
  messages: ChatMessage[];
  /** Adds the question; the request's history is the last messages before it. */
  addQuestion: (text: string) => Asked;
  /** Adds the answer, unless the chat was cleared since the question. */
  addAnswer: (asked: Asked, answer: ChatAnswer, answeredOnDevice: boolean) => void;
  /** Takes the question back (no answer came); false when the chat was cleared or the page left since. */
  dropQuestion: (asked: Asked) => boolean;
  clear: () => void;
}

/**
 * The conversation of `person` (chat-storage.ts), kept on this device on every change so it
 * survives a reload. Clearing starts a new turn: an answer still on its way to the old
 * conversation is dropped.
 */
export function useConversation(person: string): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(browserStorage(), person));
  const turn = useRef(0);
  const latest = useRef(messages);
  latest.current = messages;

  useEffect(() => saveConversation(browserStorage(), person, messages), [person, messages]);

  // An answer that arrives after the page was left goes to the stored conversation (while the
  // same person is signed in: sign-out forgets it, forget-conversations.ts).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const change = useCallback(
    (edit: (current: ChatMessage[]) => ChatMessage[]) => {
      if (mounted.current) setMessages(edit);
      else if (currentLocalDb()?.name === person)
        saveConversation(browserStorage(), person, edit(loadConversation(browserStorage(), person)));
    },
    [person],
  );

  const addQuestion = useCallback((text: string): Asked => {
    const conversationHistory = historyFor(latest.current);
    const question = userMessage(text);
    latest.current = [...latest.current, question];
    setMessages(latest.current);
    return { request: { message: text, conversationHistory }, questionId: question.id, turn: turn.current };
  }, []);

  const addAnswer = useCallback(
    (asked: Asked, answer: ChatAnswer, answeredOnDevice: boolean) => {
      if (asked.turn !== turn.current) return;
      const message = assistantMessage(answer, answeredOnDevice);
      change((current) => [...current, message]);
    },
    [change],
  );

  const dropQuestion = useCallback(
    (asked: Asked) => {
      if (asked.turn !== turn.current) return false;
      change((current) => current.filter((message) => message.id !== asked.questionId));
      return mounted.current;
    },
    [change],
  );

  const clear = useCallback(() => {
    turn.current += 1;
    setMessages([]);
  }, []);

  return { messages, addQuestion, addAnswer, dropQuestion, clear };
}
