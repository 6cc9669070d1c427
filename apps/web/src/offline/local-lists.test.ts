import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api';
import { type LocalDb, openLocalDb } from './local-db';
import { loadLocalList, localListKeys, readLocalList, saveLocalList } from './local-lists';

let db: LocalDb;
afterEach(() => db?.delete());

const favorites = [
  { productId: 1, displayOrder: 0, product: { id: 1, name: 'Amoxicillin 500mg' } },
  { productId: 2, displayOrder: 1, product: { id: 2, name: 'Zinc' } },
];
const refuse = (error: unknown) => () => Promise.reject(error);
const fail = () => Promise.reject(new Error('the server must not be asked'));

describe('the favorites kept on this device', () => {
  it('keeps what the server answered and replaces it with the next answer', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    expect(await readLocalList(db, localListKeys.favorites)).toBeNull();
    expect(await loadLocalList(db, localListKeys.favorites, async () => favorites, true)).toEqual(favorites);
    expect((await readLocalList(db, localListKeys.favorites))?.rows).toEqual(favorites);
    await loadLocalList(db, localListKeys.favorites, async () => [favorites[1]], true);
    expect((await readLocalList(db, localListKeys.favorites))?.rows).toEqual([favorites[1]]);
    // Held carts are a separate copy.
    expect(await readLocalList(db, localListKeys.cartDrafts)).toBeNull();
  });

  it('offline, answers the last copy without asking the server', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveLocalList(db, localListKeys.favorites, favorites, 1_000);
    expect(await readLocalList(db, localListKeys.favorites)).toEqual({ rows: favorites, savedAt: 1_000 });
    expect(await loadLocalList(db, localListKeys.favorites, fail, false)).toEqual(favorites);
  });

  it('falls back to the copy when the call gets no answer (network, gateway 502-504)', async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    await saveLocalList(db, localListKeys.favorites, favorites);
    const noAnswer = new NetworkError(new TypeError('Failed to fetch'));
    expect(await loadLocalList(db, localListKeys.favorites, refuse(noAnswer), true)).toEqual(favorites);
    const gateway = new ApiError(503, 'Service Unavailable', {});
    expect(await loadLocalList(db, localListKeys.favorites, refuse(gateway), true)).toEqual(favorites);
  });

  it("passes on the server's refusal, and no answer when there is no copy", async () => {
    db = openLocalDb(`test-${crypto.randomUUID()}`);
    const noAnswer = new NetworkError(new TypeError('Failed to fetch'));
    await expect(loadLocalList(db, localListKeys.favorites, refuse(noAnswer), false)).rejects.toBe(noAnswer);
    await saveLocalList(db, localListKeys.favorites, favorites);
    const forbidden = new ApiError(403, 'Forbidden', { message: 'No access' });
    await expect(loadLocalList(db, localListKeys.favorites, refuse(forbidden), true)).rejects.toBe(forbidden);
  });

  it('without a local database (signed out), only the server answers', async () => {
    expect(await loadLocalList(null, localListKeys.favorites, async () => favorites, false)).toEqual(favorites);
  });
});
