import { describe, expect, it } from 'vitest';
import { signedInTeamMember } from '../../test/factories.js';
import { lotLedger } from '../../test/inventory-factories.js';
import { shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Issue 14 item 1: a till user (pos only) cannot reprice or restock through the batch routes. */
describe('batch routes that write need the inventory capability', () => {
  it('refuses a pos-only team member with 403 and changes nothing', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 2, unitsPerBox: 10, retailPrice: 5 });
    const cashier = await signedInTeamMember(t, s.user.id, ['pos']);

    const restock = await cashier.client.post('/api/inventory/batch-update', {
      updates: [{ id: lot.inventoryId, quantityChange: 1000 }],
    });
    expect(restock.statusCode).toBe(403);
    const reprice = await cashier.client.post('/api/products/batch-price-update', {
      updates: [{ productId: lot.productId, newPrice: 0.01 }],
    });
    expect(reprice.statusCode).toBe(403);

    const ledger = await lotLedger(t, lot.inventoryId);
    expect(ledger.units).toBe(20);
    expect(ledger.lot?.retailPrice).not.toBe('0.01');

    // The till's read-only lookup stays open to it.
    const lookup = await cashier.client.post('/api/products/batch-lookup', { barcodes: ['nothing'] });
    expect(lookup.statusCode).toBe(200);
  });

  it('lets a team member holding inventory use them', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const keeper = await signedInTeamMember(t, s.user.id, ['inventory']);
    const response = await keeper.client.post('/api/inventory/batch-update', {
      updates: [{ id: lot.inventoryId, quantityChange: 2 }],
    });
    expect(response.statusCode).toBe(200);
    expect((await lotLedger(t, lot.inventoryId)).units).toBe(12);
  });
});
