/**
 * Offline sales wait in IndexedDB until they sync; by default the browser may clear that storage
 * under pressure. After sign-in the app asks for persistent storage (navigator.storage.persist());
 * when the browser refuses, the user is warned (dismissible, again after 7 days).
 */
export type PersistOutcome = 'persisted' | 'refused' | 'unsupported';
export const storageWarningDismissedKey = 'assist.storageWarning.dismissedAt';
export const storageWarningQuietMs = 7 * 24 * 60 * 60 * 1000;

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

/** The warning shows when the browser refused and the user did not dismiss it in the last 7 days. */
export function storageWarningDue(outcome: PersistOutcome | null, dismissedAt: number | null, now: number): boolean {
  if (outcome !== 'refused') return false;
  return dismissedAt === null || now - dismissedAt >= storageWarningQuietMs || now < dismissedAt;
}
