import type { CurrentUser, PosPreloadResponse, Supplier } from '@assist/domain';
import { api, isUnreachable } from '../lib/api';
import { isOnline, reportNetworkFailure } from '../lib/connectivity';
import { abortCatalogWrites, whenCatalogSaved, writeCatalog } from './catalog-writes';
import { isStale, oldestCopyAt, readCatalog } from './local-catalog';
import { type LocalDb, localDbName, openLocalDb } from './local-db';
import { localListKeys } from './local-lists';
import { parsePreload } from './preload-parse';

/**
 * Whose local database is open. The app opens the signed-in person's database after sign-in and
 * closes it at sign-out; the catalogue of a person who signed out is wiped, so the next person on
 * this device (another tenant, perhaps) finds nothing of it. Unsynced sales stay in their owner's
 * database (they are facts) and sync at that person's next sign-in.
 */
let current: { name: string; db: LocalDb } | null = null;
const listeners = new Set<() => void>();
const lastPersonKey = 'assist.offline.person';

/** The signed-in person's database, or null before sign-in. */
export function currentLocalDb(): LocalDb | null {
  return current?.db ?? null;
}

/** Calls `listener` when the open database changes (sign-in, sign-out). */
export function subscribeLocalDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the database of `user` (at once, so screens rendered next find it; idempotent). A different
 * person than last time on this device wipes the previous one's catalogue.
 */
export function openLocalSession(user: Pick<CurrentUser, 'id' | 'isTeamMember'>): LocalDb {
  const name = localDbName(user);
  if (current?.name === name) return current.db;
  const previous = current?.name ?? readLastPerson();
  // The previous person's catalogue write stops before their copy is wiped.
  if (previous && previous !== name) void abortCatalogWrites().then(() => wipePerson(previous));
  current?.db.close();
  current = { name, db: openLocalDb(name) };
  writeLastPerson(name);
  for (const listener of listeners) listener();
  return current.db;
}

/**
 * Sign-out: the catalogue goes; sales still waiting for the server stay for this person's next
 * sign-in. A catalogue write in flight is stopped first, so nothing of theirs is written after the wipe.
 */
export async function closeLocalSession(): Promise<void> {
  const name = current?.name ?? readLastPerson();
  const stopped = abortCatalogWrites();
  current?.db.close();
  current = null;
  for (const listener of listeners) listener();
  await stopped;
  if (name) await wipePerson(name);
  removeLastPerson();
}

async function wipePerson(name: string): Promise<void> {
  const db = openLocalDb(name);
  try {
    const waiting = await db.syncQueue.count();
    if (waiting === 0) {
      await db.delete();
      return;
    }
    await db.transaction('rw', db.catalogParts, db.suppliers, db.settings, async () => {
      await Promise.all([
        db.catalogParts.clear(),
        db.suppliers.clear(),
        db.settings.bulkDelete(Object.values(localListKeys)),
      ]);
    });
  } catch {
    // Storage unavailable (private mode): there is nothing to wipe.
  } finally {
    db.close();
  }
}

/**
 * The till's data: from the server when it answers, else the local copy. Throws the server's error
 * when there is no local copy to fall back on. The answer goes to the till at once; keeping it on
 * this device for offline use goes on in the catalogue writer (catalog-writes.ts), which the
 * badge on the till follows ("Saving for offline…", then "Ready for offline").
 */
export async function loadTillData(fetchPreload: () => Promise<PosPreloadResponse>): Promise<PosPreloadResponse> {
  const db = currentLocalDb();
  if (db && !isOnline()) {
    const local = await readLocalCopy(db);
    if (local.cachedAt !== null) return { loadTime: 0, inventory: local.products };
  }
  try {
    const requestedAt = Date.now();
    const data = await fetchPreload();
    // The database open when the answer comes: asked beside the till's code (features/pos/first-data.ts),
    // the request may leave before the person's database is opened.
    const open = currentLocalDb();
    if (open) void writeCatalog(open, data.inventory, requestedAt).catch(() => undefined);
    return data;
  } catch (error) {
    if (!db || !isUnreachable(error)) throw error;
    reportNetworkFailure();
    const local = await readLocalCopy(db);
    if (local.cachedAt === null) throw error;
    return { loadTime: 0, inventory: local.products };
  }
}

/** Downloads the catalogue (and suppliers, when the user may read them) into the local database. */
export async function downloadLocalData(
  db: LocalDb,
  user: Pick<CurrentUser, 'capabilities'>,
  fetchPreload: () => Promise<PosPreloadResponse> = () => api.getParsed('/api/pos/preload-all', parsePreload),
): Promise<void> {
  const requestedAt = Date.now();
  const preload = await fetchPreload();
  await writeCatalog(db, preload.inventory, requestedAt);
  if (!user.capabilities.includes('suppliers') && !user.capabilities.includes('inventory')) return;
  try {
    const suppliers = await api.get<Supplier[]>('/api/suppliers');
    const now = Date.now();
    await db.transaction('rw', db.suppliers, async () => {
      await db.suppliers.clear();
      await db.suppliers.bulkPut(suppliers.map(({ id, name }) => ({ id, name, cachedAt: now })));
    });
  } catch {
    // Suppliers are a convenience offline; the catalogue is what selling needs.
  }
}

/** True when the local catalogue is past the 5-minute lifetime (or was never downloaded). */
export async function needsDownload(db: LocalDb): Promise<boolean> {
  // A write under way is the fresh copy: judge it once it is in.
  await whenCatalogSaved(db);
  const oldest = await oldestCopyAt(db);
  return isStale(oldest ?? (await lastDownloadAt(db)));
}

/** The local copy once any write under way has finished (never a copy half replaced). */
async function readLocalCopy(db: LocalDb) {
  await whenCatalogSaved(db);
  return readCatalog(db);
}

async function lastDownloadAt(db: LocalDb): Promise<number | null> {
  return ((await db.settings.get('lastDownloadAt'))?.value as number | undefined) ?? null;
}

function readLastPerson(): string | null {
  try {
    return localStorage.getItem(lastPersonKey);
  } catch {
    return null;
  }
}
function writeLastPerson(name: string) {
  try {
    localStorage.setItem(lastPersonKey, name);
  } catch {
    // Private mode: the database is still per person.
  }
}
function removeLastPerson() {
  try {
    localStorage.removeItem(lastPersonKey);
  } catch {
    // Nothing stored.
  }
}
