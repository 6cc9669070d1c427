import { isUnreachable } from '../lib/api';
import { type LocalDb, getSetting, putSetting } from './local-db';

/**
 * Small lists the till shows beside the catalogue, kept in the person's local database (settings
 * store) as the server last answered them, so the POS shows them offline instead of an error:
 * the favorites (resolved against the local catalogue) and the held carts (read-only offline).
 */
export const localListKeys = {
  favorites: 'posFavorites',
  cartDrafts: 'posCartDrafts',
} as const;

export type LocalListKey = (typeof localListKeys)[keyof typeof localListKeys];

export interface LocalList<T> {
  rows: T[];
  savedAt: number;
}

export function saveLocalList<T>(db: LocalDb, key: LocalListKey, rows: T[], now = Date.now()): Promise<string> {
  return putSetting(db, key, { rows, savedAt: now } satisfies LocalList<T>);
}

/** The last copy, or null when none was ever kept on this device. */
export function readLocalList<T>(db: LocalDb, key: LocalListKey): Promise<LocalList<T> | null> {
  return getSetting<LocalList<T> | null>(db, key, null);
}

/**
 * The list from the server when it answers (and kept), else the last copy: at once when the app
 * knows it is offline, or when the call gets no answer. Without a copy, the server's error.
 */
export async function loadLocalList<T>(
  db: LocalDb | null,
  key: LocalListKey,
  fetchList: () => Promise<T[]>,
  online: boolean,
): Promise<T[]> {
  if (db && !online) {
    const copy = await readLocalList<T>(db, key).catch(() => null);
    if (copy) return copy.rows;
  }
  try {
    const rows = await fetchList();
    if (db) await saveLocalList(db, key, rows).catch(() => undefined);
    return rows;
  } catch (error) {
    if (!db || !isUnreachable(error)) throw error;
    const copy = await readLocalList<T>(db, key).catch(() => null);
    if (!copy) throw error;
    return copy.rows;
  }
}
