import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatAnswerTypes } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { exampleKeys, quickHelpTopics } from './quick-help-topics';

interface AssistantTexts {
  quickHelp: { categories: Record<string, string>; examples: Record<string, Record<string, string>> };
  chat: { types: Record<string, string> };
  empty: Record<string, string>;
  toast: Record<string, string>;
}

const read = (lng: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'assistant.json'), 'utf8'),
  ) as AssistantTexts;

describe('assistant texts', () => {
  it.each(['en', 'ar'])('name every answer type, category and example in %s', (lng) => {
    const texts = read(lng);
    expect(Object.keys(texts.chat.types).sort()).toEqual([...chatAnswerTypes].sort());
    expect(Object.keys(texts.quickHelp.categories)).toEqual([...quickHelpTopics]);
    for (const topic of quickHelpTopics) {
      expect(Object.keys(texts.quickHelp.examples[topic] ?? {})).toEqual([...exampleKeys]);
      expect(texts.empty[topic]).toBeTruthy();
    }
  });

  it("uses the spec's English names and toasts", () => {
    const texts = read('en');
    expect(Object.values(texts.quickHelp.categories)).toEqual([
      'Dose Calculator',
      'Medical Assistance',
      'App Tutorials',
      'Inventory Management',
    ]);
    expect(texts.toast).toEqual({
      errorTitle: 'Error',
      errorText: 'Failed to get AI response. Please try again.',
      cleared: 'Conversation Cleared',
    });
  });

  it('asks the Arabic examples in Arabic', () => {
    const examples = read('ar').quickHelp.examples;
    for (const topic of quickHelpTopics)
      for (const key of exampleKeys) expect(examples[topic]?.[key]).toMatch(/[\u0600-\u06FF]/);
  });
});
