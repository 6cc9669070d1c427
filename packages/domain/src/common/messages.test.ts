import { describe, expect, it } from 'vitest';
import { messageKeyOf, messages } from './messages.js';

describe('message keys', () => {
  it('finds the key of every known message and nothing for unknown text', () => {
    for (const [key, text] of Object.entries(messages)) expect(messageKeyOf(text)).toBe(key);
    expect(messageKeyOf('something else')).toBeUndefined();
  });
});
