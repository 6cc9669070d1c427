import { describe, expect, it } from 'vitest';
import { sendsOnEnter } from './send-keys';

const key = (key: string, shiftKey = false, isComposing = false) => ({ key, shiftKey, nativeEvent: { isComposing } });

describe('sendsOnEnter', () => {
  it('Enter sends; Shift+Enter, other keys and Enter while composing do not', () => {
    expect(sendsOnEnter(key('Enter'))).toBe(true);
    expect(sendsOnEnter(key('Enter', true))).toBe(false);
    expect(sendsOnEnter(key('a'))).toBe(false);
    expect(sendsOnEnter(key('Enter', false, true))).toBe(false);
  });
});
