import { useSignedInUser } from '../features/auth/api';
import { setAccountCurrency } from '../lib/format/use-money';
import { setBusinessTimeZone } from '../lib/format/use-times';
import { followConnectivity } from '../lib/online-manager';

/**
 * What the lower layers need from the ones above, handed down once at start (main.tsx), so that
 * lib and offline never import a feature (docs/ARCHITECTURE.md, scripts/check-imports.mjs).
 */
export function wireApp(): void {
  setAccountCurrency(() => useSignedInUser().preferredCurrency);
  setBusinessTimeZone(() => useSignedInUser().timeZone);
  followConnectivity();
  // With the offline store (Dexie), in a chunk of its own: the sign-in page does not wait for it.
  // Requested here, before the first render, it is listening long before a signed-in screen opens
  // the person's local database (that waits for the user check and the shell's chunk).
  void import('../features/ai-assistant/forget-conversations').then((m) => m.forgetConversationsOfOthers());
}
