import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A string setting kept in localStorage; unreadable storage falls back to the default. The setter
 * is stable, like React's own, so a memoized control that takes it (the till's scan bar) does not
 * draw again with every render of its page.
 */
export function usePreference<T extends string>(setting: { key: string; parse: (raw: string | null) => T }) {
  const [value, setValue] = useState<T>(() => setting.parse(read(setting.key)));
  const { key } = setting;
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Not remembered: the setting still applies to this visit.
      }
    },
    [key],
  );
  return [value, update] as const;
}
