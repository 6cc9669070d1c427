import type { CurrentUser } from '@assist/domain';

type Named = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'username'>;

/** "Jane Doe", else the e-mail, else the username. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email || user.username || '';
}

/** The first letter of the display name, for the avatar. */
export function initialOf(user: Named): string {
  return (displayName(user).charAt(0) || '?').toUpperCase();
}
