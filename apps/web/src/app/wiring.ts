import { forgetConversationsOfOthers } from '../features/ai-assistant/forget-conversations';
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
  forgetConversationsOfOthers();
}
