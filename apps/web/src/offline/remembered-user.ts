import type { CurrentUser } from '@assist/domain';

/**
 * Who was signed in on this device, so the app opens signed in when it starts with no server
 * (spec part 1 §4: the till keeps selling offline, a reload included). Written on every answer of
 * `GET /api/auth/user`, removed by a 401 and by sign-out. It only decides what the app shows:
 * every call to the server still needs the session cookie.
 */
const key = 'assist.offline.user';

export function rememberUser(
  user: CurrentUser | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
) {
  try {
    if (user) storage.setItem(key, JSON.stringify(user));
    else storage.removeItem(key);
  } catch {
    // Private mode or full storage: offline start-up is not available, nothing else changes.
  }
}

// What each field of the domain's `CurrentUser` holds, checked by hand: zod stays off the sign-in
// page's first visit (issue 28), and this copy was written by this app from a parsed answer, so
// the check only guards against an older app's or a hand-edited entry. The enums' values are not
// repeated: the server's next answer replaces the entry anyway. A test keeps the keys in step.
type Kind = 'number' | 'string' | 'string?' | 'boolean' | 'strings';
export const rememberedShape: Record<keyof CurrentUser, Kind> = {
  id: 'number',
  email: 'string?',
  username: 'string?',
  firstName: 'string?',
  lastName: 'string?',
  profileImageUrl: 'string?',
  role: 'string',
  userType: 'string?',
  retailerType: 'string?',
  supplierType: 'string?',
  subscriptionPlan: 'string',
  subscriptionStatus: 'string',
  subscriptionEndDate: 'string?',
  nextBillingDate: 'string?',
  needsSignupCompletion: 'boolean',
  isTeamMember: 'boolean',
  teamRole: 'string?',
  permissions: 'strings',
  preferredCurrency: 'string',
  businessName: 'string?',
  businessPhone: 'string?',
  businessLocation: 'string?',
  businessDescription: 'string?',
  businessAddress: 'string?',
  businessCategory: 'string?',
  timeZone: 'string',
  defaultMarkupPercent: 'string',
  isActive: 'boolean',
  isMarketplaceEnabled: 'boolean',
  capabilities: 'strings',
};

function holds(kind: Kind, value: unknown): boolean {
  if (kind === 'string?') return value === null || typeof value === 'string';
  if (kind === 'strings') return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof value === kind;
}

function readsAsUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (Object.keys(rememberedShape) as (keyof CurrentUser)[]).every((key) =>
    holds(rememberedShape[key], fields[key]),
  );
}

/** The remembered user, or null when none was kept or it no longer reads as one. */
export function rememberedUser(storage: Pick<Storage, 'getItem'> = localStorage): CurrentUser | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return readsAsUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
