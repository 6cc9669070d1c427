import type { Favorite } from '@assist/domain';
import { api } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
import { prefetchFirst } from '../../lib/first-data';
import { posKeys } from '../../lib/query-keys';
import { localListKeys, saveLocalList } from '../../offline/local-lists';
import { currentLocalDb, loadTillData } from '../../offline/local-session';
import { parsePreload } from '../../offline/preload-parse';

export const favoritesPath = '/api/pos/favorites';

/** The till's products: the server's, or this device's copy without it (offline/local-session.ts). */
export function fetchTillData() {
  return loadTillData(() => api.getParsed('/api/pos/preload-all', parsePreload));
}

/**
 * The till's products and favorites, asked while /pos's code downloads (app-routes.tsx): on a phone
 * the Favorites panel, drawn with the products, is the till's largest paint, and both requests
 * waited for the page's first render (docs/decisions/2026-11-29-first-screen-first.md). Kept on
 * this device like the page's own answers (the person's database is open by the time they come).
 */
export function prefetchTill() {
  if (!isOnline()) return;
  prefetchFirst(posKeys.preload(), fetchTillData);
  prefetchFirst(posKeys.favorites(), async () => {
    const rows = await api.get<Favorite[]>(favoritesPath);
    const db = currentLocalDb();
    if (db) await saveLocalList(db, localListKeys.favorites, rows).catch(() => undefined);
    return rows;
  });
}
