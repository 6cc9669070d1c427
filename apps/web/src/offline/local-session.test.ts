import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { posProduct } from './test-products';
import { readCatalog, saveCatalog } from './local-catalog';
import { localDbName, openLocalDb } from './local-db';
import { writeCatalog } from './catalog-writes';
import { closeLocalSession, currentLocalDb, needsDownload, openLocalSession } from './local-session';
import { recordOfflineSale } from './offline-sale';

const owner = { id: 7, isTeamMember: false };
const otherTenant = { id: 8, isTeamMember: false };
const product = posProduct({ id: 1, name: 'Amoxicillin', barcode: '111' });

async function databases(): Promise<string[]> {
  return (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('assist-pos-'));
}

describe('the local database of each signed-in person', () => {
  it('is never shown to the next person: their catalogue is wiped, unsynced sales kept for their owner', async () => {
    expect(localDbName({ id: 7, isTeamMember: true })).toBe('assist-pos-team-7');
    expect(openLocalSession(owner).name).toBe('assist-pos-user-7');
    await saveCatalog(currentLocalDb()!, [product]);
    await recordOfflineSale(currentLocalDb()!, {
      clientSaleId: crypto.randomUUID(),
      lines: [
        {
          inventoryId: 100,
          productId: 1,
          productName: 'Amoxicillin',
          quantity: 1,
          unitType: 'unit',
          unitPrice: '1.25',
          totalPrice: '1.25',
          unitsPerBox: 10,
          retailPrice: '12.50',
          availableUnits: 20,
          expiryDate: '2030-01-01',
        },
      ],
      paymentMethod: 'cash',
      taxRate: 0,
      source: 'pos',
    });

    // Another tenant signs in on this device: a database of its own, and the previous catalogue goes.
    const theirs = openLocalSession(otherTenant);
    expect((await readCatalog(theirs)).products).toEqual([]);
    await expect.poll(async () => (await readCatalog(openLocalDb('assist-pos-user-7'))).products).toEqual([]);
    const kept = openLocalDb('assist-pos-user-7');
    expect(await kept.syncQueue.count()).toBe(1);
    expect(await kept.sales.count()).toBe(1);
    kept.close();

    // Signing out with nothing waiting removes the database altogether.
    await closeLocalSession();
    expect(currentLocalDb()).toBeNull();
    expect(await databases()).not.toContain('assist-pos-user-8');
  });

  it('judges freshness once a write under way is in, so the same answer is not downloaded twice', async () => {
    const db = openLocalSession({ id: 9, isTeamMember: false });
    expect(await needsDownload(db)).toBe(true);
    void writeCatalog(db, [product], Date.now());
    expect(await needsDownload(db)).toBe(false);
    await closeLocalSession();
  });

  it('sign-out stops a write under way: nothing of the catalogue is written after the wipe', async () => {
    const db = openLocalSession({ id: 10, isTeamMember: false });
    const stopped = expect(writeCatalog(db, [product], Date.now())).rejects.toThrow('stopped');
    await closeLocalSession();
    await stopped;
    expect(await databases()).not.toContain('assist-pos-user-10');
  });
});
