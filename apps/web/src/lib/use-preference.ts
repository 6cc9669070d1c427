import { useState } from 'react';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A string setting kept in localStorage; unreadable storage falls back to the default. */
export function usePreference<T extends string>(setting: { key: string; parse: (raw: string | null) => T }) {
  const [value, setValue] = useState<T>(() => setting.parse(read(setting.key)));
  const update = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(setting.key, next);
    } catch {
      // Not remembered: the setting still applies to this visit.
    }
  };
  return [value, update] as const;
}
