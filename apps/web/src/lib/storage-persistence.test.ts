import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, storageWarningDue, storageWarningQuietMs } from './storage-persistence';

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
  const now = 1_764_000_000_000;
  it.each([
    ['refused, never dismissed', 'refused', null, true],
    ['refused, dismissed yesterday', 'refused', now - 86_400_000, false],
    ['refused, dismissed 7 days ago', 'refused', now - storageWarningQuietMs, true],
    ['persisted', 'persisted', null, false],
    ['unsupported', 'unsupported', null, false],
    ['not asked yet', null, null, false],
  ] as const)('%s -> %s', (_label, outcome, dismissedAt, expected) => {
    expect(storageWarningDue(outcome, dismissedAt, now)).toBe(expected);
  });
});
