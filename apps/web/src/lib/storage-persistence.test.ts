import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, storageWarningDue } from './storage-persistence';

describe('requestPersistentStorage', () => {
  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    await expect(requestPersistentStorage({ persisted: async () => true, persist })).resolves.toBe('persisted');
    expect(persist).not.toHaveBeenCalled();
  });

  it('asks, and reports whether the browser granted it', async () => {
    await expect(requestPersistentStorage({ persisted: async () => false, persist: async () => true })).resolves.toBe(
      'persisted',
    );
    await expect(requestPersistentStorage({ persisted: async () => false, persist: async () => false })).resolves.toBe(
      'refused',
    );
  });

  it('a browser without the API, or one that throws, is not a refusal', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBe('unsupported');
    await expect(
      requestPersistentStorage({
        persisted: async () => false,
        persist: async () => {
          throw new Error('SecurityError');
        },
      }),
    ).resolves.toBe('unsupported');
  });
});

describe('storageWarningDue', () => {
  it.each([
    ['refused, never dismissed', 'refused', false, true],
    ['refused, dismissed once', 'refused', true, false],
    ['persisted', 'persisted', false, false],
    ['unsupported', 'unsupported', false, false],
    ['not asked yet', null, false, false],
  ] as const)('%s -> %s', (_label, outcome, dismissed, expected) => {
    expect(storageWarningDue(outcome, dismissed)).toBe(expected);
  });
});
