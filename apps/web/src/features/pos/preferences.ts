import { useState } from 'react';

/** What Enter does in the search field (spec part 2 §2). */
export const enterModes = ['scan', 'checkout', 'search', 'clear'] as const;
export type EnterMode = (typeof enterModes)[number];

/** Receipt paper: an 80 mm thermal roll or an A4 sheet. */
export const paperSizes = ['80mm', 'a4'] as const;
export type PaperSize = (typeof paperSizes)[number];

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (raw: string | null): T =>
    values.includes(raw as T) ? (raw as T) : fallback;

/** The till's settings this device remembers between sales and visits. */
export const preferences = {
  enterMode: { key: 'assist.pos.enterMode', parse: oneOf(enterModes, 'scan') },
  paperSize: { key: 'assist.pos.paperSize', parse: oneOf(paperSizes, '80mm') },
  /** The tax rate in percent as typed ("8", "7.5"); empty means no tax. */
  taxRate: { key: 'assist.pos.taxRate', parse: (raw: string | null) => raw ?? '' },
};

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
