import { currentLocalDb, subscribeLocalDb } from '../../offline/local-session';
import { forgetConversationsExcept } from './chat-storage';

/**
 * Follows the signed-in person's local database (offline/local-session.ts, opened at sign-in and
 * closed at sign-out): whenever it changes, every conversation but the open person's is removed
 * from this device, so sign-out leaves none behind. Called once at start (app/wiring.ts).
 */
export function forgetConversationsOfOthers(): () => void {
  return subscribeLocalDb(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    forgetConversationsExcept(storage, currentLocalDb()?.name ?? null);
  });
}
