import type { SyncAttempt } from './sync-runner';

/** What the queue holds when someone asks to sign out. */
export interface QueueCounts {
  pending: number;
  failed: number;
}

/**
 * Sign-out with sales still on this device: they stay there (they are never wiped, see
 * local-session.ts) and sync at this person's next sign-in, but the person should know. An empty
 * queue signs out at once; otherwise the app asks, saying how many sales wait.
 */
export type SignOutDecision = { kind: 'sign-out' } | { kind: 'confirm'; waiting: number };

export function signOutDecision(counts: QueueCounts | null): SignOutDecision {
  const waiting = counts ? counts.pending + counts.failed : 0;
  return waiting > 0 ? { kind: 'confirm', waiting } : { kind: 'sign-out' };
}

/**
 * After "Sync now" in the sign-out question: sign out only when the run reached the server and left
 * nothing behind; otherwise stay, with the count of what still waits (a sale refused three times,
 * the connection lost midway, another tab syncing).
 */
export type AfterSyncDecision = { kind: 'sign-out' } | { kind: 'stay'; waiting: number | null };

export function afterSyncDecision(attempt: SyncAttempt): AfterSyncDecision {
  if (!('pending' in attempt)) return { kind: 'stay', waiting: null };
  if (attempt.status === 'done' && attempt.pending === 0) return { kind: 'sign-out' };
  return { kind: 'stay', waiting: attempt.pending };
}
