import { ChatRequest, chatHistoryLimit, chatMessageMaxLength } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, assistantMessage, historyFor, isChatMessage, userMessage } from './chat-message';

const at = new Date('2026-11-26T08:30:00Z');

/** A conversation of `count` messages, questions and answers in turn: "m1", "m2", ... */
function conversation(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? userMessage(`m${index + 1}`, at)
      : assistantMessage({ message: `m${index + 1}`, type: 'general' }, false, at),
  );
}

describe('historyFor', () => {
  it('sends nothing before the first question', () => {
    expect(historyFor([])).toEqual([]);
  });

  it('sends every message while there are at most 10', () => {
    expect(historyFor(conversation(3))).toEqual([
      { role: 'user', content: 'm1' },
      { role: 'assistant', content: 'm2' },
      { role: 'user', content: 'm3' },
    ]);
  });

  it('sends only the last 10 messages of a longer conversation, oldest first', () => {
    const history = historyFor(conversation(13));
    expect(chatHistoryLimit).toBe(10);
    expect(history).toHaveLength(10);
    expect(history.map((message) => message.content)).toEqual([
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'm9',
      'm10',
      'm11',
      'm12',
      'm13',
    ]);
  });

  it('leaves out blank messages and cuts a long answer to what the server accepts', () => {
    const long = 'x'.repeat(chatMessageMaxLength + 500);
    const messages = [
      userMessage('dose?', at),
      assistantMessage({ message: '   ', type: 'general' }, false, at),
      assistantMessage({ message: long, type: 'tutorial' }, true, at),
    ];
    const history = historyFor(messages);
    expect(history).toEqual([
      { role: 'user', content: 'dose?' },
      { role: 'assistant', content: 'x'.repeat(chatMessageMaxLength) },
    ]);
    // What it builds is a request the contract accepts.
    expect(ChatRequest.safeParse({ message: 'and for 20 kg?', conversationHistory: history }).success).toBe(true);
  });

  it('is accepted by the contract at its limit', () => {
    const request = { message: 'next', conversationHistory: historyFor(conversation(25)) };
    expect(ChatRequest.safeParse(request).success).toBe(true);
  });
});

describe('messages', () => {
  it('carry id, content, role, timestamp and type (spec part 2 §3)', () => {
    const question = userMessage('How much paracetamol?', at);
    const answer = assistantMessage({ message: '210 mg', type: 'dose_calculation' }, true, at);
    expect(question).toMatchObject({ content: 'How much paracetamol?', role: 'user', type: 'general' });
    expect(question.timestamp).toBe('2026-11-26T08:30:00.000Z');
    expect(answer).toMatchObject({
      content: '210 mg',
      role: 'assistant',
      type: 'dose_calculation',
      answeredOnDevice: true,
    });
    expect(question.id).not.toBe(answer.id);
    expect(isChatMessage(question)).toBe(true);
    expect(isChatMessage(answer)).toBe(true);
  });

  it('read back only when whole', () => {
    const good = assistantMessage({ message: 'ok', type: 'inventory' }, false, at);
    expect(isChatMessage({ ...good, type: 'weather' })).toBe(false);
    expect(isChatMessage({ ...good, role: 'system' })).toBe(false);
    expect(isChatMessage({ ...good, timestamp: 'yesterday' })).toBe(false);
    expect(isChatMessage({ ...good, content: 7 })).toBe(false);
    expect(isChatMessage(null)).toBe(false);
  });
});
