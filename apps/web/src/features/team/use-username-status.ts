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
 * Where the availability of `username` stands. A name still being typed is "checking"; a failed
 * check is only logged (spec part 2 §8) and never blocks saving: the server decides on save.
 */
export function useUsernameStatus(username: string, exceptId: number | undefined): UsernameStatus {
  const current = username.trim();
  const settled = useDebouncedValue(current, USERNAME_CHECK_DELAY_MS);
  const query = useUsernameAvailability(settled, exceptId, checkable(settled));

  useEffect(() => {
    if (query.error) console.warn('Username check failed', query.error);
  }, [query.error]);

  if (!checkable(current)) return 'idle';
  if (settled !== current || query.isFetching) return 'checking';
  if (query.data?.available === false) return 'taken';
  if (query.data?.available) return 'available';
  return 'idle';
}
