/**
 * Offline sales wait in IndexedDB until they sync; by default the browser may clear that storage
 * under pressure. After sign-in the app asks for persistent storage (navigator.storage.persist());
 * when the browser refuses, the till and the offline page say so once (dismissed, it stays away).
 */
export type PersistOutcome = 'persisted' | 'refused' | 'unsupported';
export const storageWarningDismissedKey = 'assist.storageWarning.dismissedAt';

/** Asks once whether storage is persistent, and for persistence when it is not. */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined,
): Promise<PersistOutcome> {
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'refused';
  } catch {
    return 'unsupported';
  }
}

/** The warning shows when the browser refused persistent storage and the user never dismissed it. */
export function storageWarningDue(outcome: PersistOutcome | null, dismissed: boolean): boolean {
  return outcome === 'refused' && !dismissed;
}
