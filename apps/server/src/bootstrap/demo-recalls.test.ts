import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestApp } from '../test/test-app.js';
import { demoLogins, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoMarketplace } from './demo-marketplace.js';
import { demoLiveBatch, demoRecalledBatch, seedDemoRecalls } from './demo-recalls.js';

// The demo accounts' fixed e-mails: a database of its own.
const t = useTestApp({ ownDatabase: true });

async function signIn(email: string) {
  const client = new Client(t.app);
  const response = await client.post('/api/auth/login', { email, password: demoLogins.pharmacy.password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

let seeded: Awaited<ReturnType<typeof seedDemoRecalls>> = null;

beforeAll(async () => {
  const demo = await seedDemoAccounts(t.database.db);
  if (!demo) throw new Error('demo accounts were there already');
  await seedDemoMarketplace(t.database.db, demo.pharmacyId);
  seeded = await seedDemoRecalls(t.database.db, demo.pharmacyId);
});

describe('the demo recall', () => {
  it('MedSupply recalled the batch it sold the demo pharmacy: both sides tell the story', async () => {
    expect(seeded).not.toBeNull();
    const supplier = await signIn(demoLogins.supplier.email);
    const [own] = (await supplier.get('/api/recalls')).json().items;
    expect(own).toMatchObject({ origin: 'own', batchNumber: demoRecalledBatch, action: 'return' });
    expect(own.reach).toEqual([expect.objectContaining({ businessName: 'Al Shifa Pharmacy', unitsReturned: 0 })]);
    expect(own.reach[0].unitsReceived).toBeGreaterThan(0);

    const pharmacy = await signIn(demoLogins.pharmacy.email);
    const [reached] = (await pharmacy.get('/api/recalls')).json().items;
    expect(reached).toMatchObject({ origin: 'received', fromName: 'MedSupply Co.', batchNumber: demoRecalledBatch });
    expect(reached.unitsHeld).toBe(reached.unitsReceived);
    expect(reached.lots[0].transferId).toEqual(expect.any(Number));
    const notices = (await pharmacy.get('/api/notifications')).json().notifications;
    expect(notices.filter((n: { kind: string }) => n.kind === 'recall')).toHaveLength(1);
    const recalled = (await pharmacy.get('/api/inventory?filter=recalled')).json();
    expect(recalled.total).toBe(1);
    expect(recalled.items[0]).toMatchObject({ recalled: true, productBarcode: seeded?.barcode });
    // The batches came by receiving and the transfer, not written afterwards: the other line's lot is live.
    const live = (await pharmacy.get(`/api/inventory?search=${demoLiveBatch}`)).json().items;
    expect(live).toEqual([expect.objectContaining({ batchNumber: demoLiveBatch, recalled: false })]);
  });
});
