import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { Client, useTestApp } from '../test/test-app.js';
import { demoLogins, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoMarketplace } from './demo-marketplace.js';

// The demo accounts' fixed e-mails: a database of its own.
const t = useTestApp({ ownDatabase: true });

async function signIn(email: string) {
  const client = new Client(t.app);
  const response = await client.post('/api/auth/login', { email, password: demoLogins.pharmacy.password });
  expect(response.statusCode, response.body).toBe(200);
  return { client, user: (await client.get('/api/auth/user')).json() };
}

let seeded: Awaited<ReturnType<typeof seedDemoMarketplace>> = null;

beforeAll(async () => {
  const demo = await seedDemoAccounts(t.database.db);
  if (!demo) throw new Error('demo accounts were there already');
  seeded = await seedDemoMarketplace(t.database.db, demo.pharmacyId);
});

describe('the demo marketplace', () => {
  it('gives the supplier a stocked marketplace and the pharmacy access, a purchase, a balance and news', async () => {
    expect(seeded).toMatchObject({ unread: 1 });
    expect(seeded?.products).toBe(18);

    const supplier = await signIn(demoLogins.supplier.email);
    expect(supplier.user.capabilities).toEqual(
      expect.arrayContaining(['supplierMarketplace', 'inventory', 'dashboard']),
    );
    const [marketplace] = (await supplier.client.get('/api/marketplace/my-marketplaces')).json();
    expect(marketplace).toMatchObject({
      name: 'MedSupply Co. Marketplace',
      businessCategory: 'pharmaceutical',
      activeRetailers: 1,
      totalOrders: 2,
      approvedOrders: 1,
      totalBroadcasts: 1,
      pendingPurchaseRequests: 1,
    });
    const activity = (await supplier.client.get('/api/marketplace/activity')).json();
    expect(activity).toMatchObject({ requestsWaiting: 1, ordersApproved: 1, retailersOwing: 1 });
    expect(Number(activity.owedByRetailers)).toBeGreaterThan(0);

    const pharmacy = await signIn(demoLogins.pharmacy.email);
    const browse = (await pharmacy.client.get('/api/marketplace/marketplaces')).json();
    expect(browse).toMatchObject([{ marketplaceId: marketplace.id, hasAccess: true }]);
    const requests = (await pharmacy.client.get('/api/marketplace/purchase-requests')).json();
    expect(
      requests.map((r: { status: string; transferStatus: string | null }) => [r.status, r.transferStatus]),
    ).toEqual([
      ['pending', null],
      ['approved', 'accepted'],
    ]);
    const approved = requests[1];
    expect(approved.items[1].approvedQuantity).toBeLessThan(approved.items[1].requestedQuantity);
    const balances = (await pharmacy.client.get('/api/transfer-balances')).json();
    expect(balances).toMatchObject([
      { type: 'owes', currency: 'USD', totalOutstanding: approved.totalAmount, toUserId: supplier.user.id },
    ]);
    // MedSupply sells in dollars; the dinar pharmacy received at 1,310, recorded on its movements,
    // into lots whose supplier is its record of MedSupply.
    expect(approved.currency).toBe('USD');
    const [received] = rowsOf<{ currency: string; rate: string; supplier: string }>(
      await t.database.db.execute(sql`
        select m.trade_currency as currency, m.exchange_rate::text as rate, s.name as supplier
        from stock_movements m join suppliers s on s.id = m.supplier_id
        where m.owner_id = ${pharmacy.user.id} and m.kind = 'transfer_in' limit 1`),
    );
    expect(received).toEqual({ currency: 'USD', rate: '1310.000000', supplier: 'MedSupply Co.' });
    // The pharmacy's own MedSupply record is that ledger: the dollar balance and the two-line trade.
    const ownRecord = (await pharmacy.client.get('/api/suppliers'))
      .json()
      .find((s: { partnerId: number | null }) => s.partnerId === supplier.user.id);
    const detail = (await pharmacy.client.get(`/api/suppliers/${ownRecord.id}`)).json();
    expect(detail.networkBalances).toMatchObject([
      { currency: 'USD', type: 'owes', totalOutstanding: approved.totalAmount },
    ]);
    expect(detail.networkTrades).toMatchObject([
      { direction: 'in', status: 'accepted', itemCount: 2, totalCost: approved.totalAmount },
    ]);
    const feed = (await pharmacy.client.get('/api/notifications')).json();
    expect(feed.unreadCount).toBe(1);
    expect(feed.notifications[0]).toMatchObject({ kind: 'broadcast', title: 'New stock arrived', readAt: null });
    const partners = (await pharmacy.client.get('/api/users-for-transfer')).json();
    expect(partners.map((p: { email: string }) => p.email)).toContain(demoLogins.supplier.email);

    const [off] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as n from inventory_lots l
        where l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`),
    );
    expect(off?.n).toBe(0);
  });
});
