import { describe, expect, it } from 'vitest';
import { isActivePath } from './routes.js';

describe('bottom bar active item', () => {
  it.each([
    ['/', '/', true],
    ['/', '/pos', false],
    ['/pos', '/pos', true],
    ['/inventory', '/inventory/drafts', true],
    ['/pos', '/postings', false],
    ['/settings', '/', false],
  ])('%s is active on %s: %s', (item, current, active) => {
    expect(isActivePath(item, current)).toBe(active);
  });
});
