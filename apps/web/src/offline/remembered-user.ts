import { CurrentUser } from '@assist/domain';

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

/** The remembered user, or null when none was kept or it no longer reads as one. */
export function rememberedUser(storage: Pick<Storage, 'getItem'> = localStorage): CurrentUser | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = CurrentUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
