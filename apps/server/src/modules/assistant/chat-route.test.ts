import { assistantQuestionsPerMinute, chatHistoryLimit } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { ask } from '../../test/assistant-factories.js';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('POST /api/ai/chat with no model', () => {
  it('calculates a dose from the formulary, in the language of the question', async () => {
    const { client } = await signedInOwner(t);
    const english = await ask(client, 'Paracetamol dose for a 15 kg child, 3 years old');
    expect(english.type).toBe('dose_calculation');
    expect(english.message).toContain('225');
    expect(english.message).toContain('the pharmacist makes the final decision');
    const arabic = await ask(client, 'جرعة باراسيتامول لطفل وزنه ١٥ كغ وعمره ٣ سنوات');
    expect(arabic.type).toBe('dose_calculation');
    expect(arabic.message).toContain('225');
    expect(arabic.message).toContain('القرار النهائي للصيدلاني');
  });

  it('gives drug information from the formulary', async () => {
    const { client } = await signedInOwner(t);
    const answer = await ask(client, 'What are the contraindications of ibuprofen?');
    expect(answer.type).toBe('medical');
    expect(answer.message).toContain('Source:');
  });

  it('finds an app tutorial, and a how-to question about stock is not a stock question', async () => {
    const { client } = await signedInOwner(t);
    const english = await ask(client, 'How do I receive stock?');
    expect(english.type).toBe('tutorial');
    const arabic = await ask(client, 'كيف أدفع لمورد؟');
    expect(arabic.type).toBe('tutorial');
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a question it cannot read with what can be asked, in its language', async () => {
    const { client } = await signedInOwner(t);
    const english = await ask(client, 'Tell me a joke');
    expect(english.type).toBe('general');
    expect(english.message).toContain('"How many Panadol do we have?"');
    expect(english.message).toContain('"How do I receive stock?"');
    const arabic = await ask(client, 'احكِ لي نكتة');
    expect(arabic.type).toBe('general');
    expect(arabic.message).toContain('"كم عندنا بنادول؟"');
  });

  it('refuses an empty question and a history past the last 10 messages, with codes', async () => {
    const { client } = await signedInOwner(t);
    const empty = await client.post('/api/ai/chat', { message: '   ', conversationHistory: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('chat_message_required');
    const history = Array.from({ length: chatHistoryLimit + 1 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `message ${i}`,
    }));
    const long = await client.post('/api/ai/chat', { message: 'hello', conversationHistory: history });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('chat_history_too_long');
  });

  it('is for the plans that hold the assistant', async () => {
    const { client } = await signedInOwner(t, { plan: 'basic' });
    expect((await client.post('/api/ai/chat', { message: 'hello' })).statusCode).toBe(403);
  });

  it(`answers ${assistantQuestionsPerMinute} questions a minute per user, then 429 too_many_questions`, async () => {
    const { client } = await signedInOwner(t);
    const other = await signedInOwner(t);
    for (let i = 0; i < assistantQuestionsPerMinute; i++) {
      expect((await client.post('/api/ai/chat', { message: `question ${i}` })).statusCode).toBe(200);
    }
    const refused = await client.post('/api/ai/chat', { message: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_questions');
    // Another user's budget is its own.
    expect((await other.client.post('/api/ai/chat', { message: 'hello' })).statusCode).toBe(200);
  });
});
