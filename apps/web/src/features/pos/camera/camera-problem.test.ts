import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-problem';

describe('camera problems', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'failed'],
  ])('names %s as %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('', name))).toBe(problem);
  });

  it('names anything else a failure', () => {
    expect(cameraProblemOf(null)).toBe('failed');
    expect(cameraProblemOf(new Error('chunk failed to load'))).toBe('failed');
  });
});
