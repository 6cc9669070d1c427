import { usernamePattern } from '@assist/domain';
import { useEffect } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUsernameAvailability } from './api';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken';

/** Spec part 2 §5/§9: ask the server 500 ms after typing stops, once the name has 3+ characters. */
export const USERNAME_CHECK_DELAY_MS = 500;
export const USERNAME_CHECK_MIN_LENGTH = 3;

function checkable(username: string): boolean {
  return username.length >= USERNAME_CHECK_MIN_LENGTH && usernamePattern.test(username);
}

/**
 * Where the availability of `username` stands; `editing` is the member being edited, whose own
 * name is never reported. A name still being typed is "checking"; a failed check is only logged
 * (spec part 2 §8) and never blocks saving: the server decides on save.
 */
export function useUsernameStatus(username: string, editing?: { id: number; username: string }): UsernameStatus {
  const current = username.trim();
  const settled = useDebouncedValue(current, USERNAME_CHECK_DELAY_MS);
  const own = (name: string) => name.toLowerCase() === editing?.username.toLowerCase();
  const query = useUsernameAvailability(settled, editing?.id, checkable(settled) && !own(settled));

  useEffect(() => {
    if (query.error) console.warn('Username check failed', query.error);
  }, [query.error]);

  // The member's own name is theirs: nothing to report.
  if (!checkable(current) || own(current)) return 'idle';
  if (settled !== current || query.isFetching) return 'checking';
  if (query.data?.available === false) return 'taken';
  if (query.data?.available) return 'available';
  return 'idle';
}
