import { describe, expect, it } from 'vitest';
import { answerLocally } from './answer-locally.js';
import { shopQuestionOf } from './parse/shop-question.js';
import { whatToAsk } from './what-to-ask.js';

describe('whatToAsk', () => {
  it.each(['en', 'ar'] as const)('lists the kinds of question in %s, shop questions only when asked', (language) => {
    const offline = whatToAsk(language, { shopQuestions: false });
    const online = whatToAsk(language, { shopQuestions: true });
    expect(online.split('\n')).toHaveLength(offline.split('\n').length + 1);
    if (language === 'ar') expect(offline).toContain('باراسيتامول 15 كغ 3 سنوات');
    else expect(offline).toContain('paracetamol 15 kg 3 years');
  });

  it.each([
    ['paracetamol 15 kg 3 years', 'en', 'dose_calculation'],
    ['What is amoxicillin used for?', 'en', 'medical'],
    ['How do I receive stock?', 'en', 'tutorial'],
    ['How do I sell by the unit?', 'en', 'tutorial'],
    ['باراسيتامول 15 كغ 3 سنوات', 'ar', 'dose_calculation'],
    ['ما هي دواعي استعمال الأموكسيسيلين؟', 'ar', 'medical'],
    ['كيف أستلم البضاعة؟', 'ar', 'tutorial'],
    ['كيف أبيع بالوحدة؟', 'ar', 'tutorial'],
  ] as const)('its example "%s" is answered (%s, %s)', (question, language, type) => {
    expect(answerLocally(question, language)?.type).toBe(type);
  });

  it.each(['en', 'ar'] as const)('its shop examples are shop questions the server reads, in %s', (language) => {
    const shopLine = whatToAsk(language, { shopQuestions: true }).split('\n').at(-1) ?? '';
    const examples = [...shopLine.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(examples.length).toBeGreaterThan(5);
    for (const example of examples) expect(shopQuestionOf(example), example).not.toBeNull();
  });
});
