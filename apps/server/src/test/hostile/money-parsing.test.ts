import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierPayments, transferPayments } from '../../db/schema/index.js';
import { signedInOwner } from '../factories.js';
import { createSupplier, productRow } from '../inventory-factories.js';
import { balanceOf, supplierWithOrders } from '../supplier-money-factories.js';
import { useTestApp } from '../test-app.js';
import { accept, payCash, sendTransfer, twoShops } from '../transfer-factories.js';

const t = useTestApp();

/** Issue 27 item 5: true was 1.00, "0x10" 16.00, "1e2" 100.00, 0.005 0.01 and 12.345 12.35. */
const loose: unknown[] = [true, '0x10', '1e2', 0.005, '12.345', '1 0', '+5'];

describe('money fields take a number or a decimal string with at most 2 decimals, nothing else', () => {
  it('refuses loose prices on receiving and receives nothing', async () => {
    const { client } = await signedInOwner(t);
    const supplierId = await createSupplier(client);
    for (const costPrice of loose) {
      const response = await client.post('/api/inventory/add-product', productRow(supplierId, { costPrice }));
      expect(response.statusCode, `${JSON.stringify(costPrice)}: ${response.body}`).toBe(400);
      expect(response.json().issues[0]).toMatchObject({ path: 'costPrice' });
    }
    expect((await client.get('/api/inventory')).json().total).toBe(0);
    const exact = await client.post('/api/inventory/add-product', productRow(supplierId, { costPrice: '12.30' }));
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('refuses loose amounts on Pay Outstanding and records no payment', async () => {
    const owner = await signedInOwner(t);
    const supplier = await supplierWithOrders(owner.client, [{ ref: 'P-1', quantity: 1, costPrice: '16.00' }]);
    for (const amount of loose) {
      const response = await owner.client.post('/api/supplier-payments', {
        supplierId: supplier.supplierId,
        orderIds: [supplier.orderIds['P-1']],
        originalAmount: amount,
        discountPercentage: 0,
        discountAmount: '0',
        amount,
      });
      expect(response.statusCode, `${JSON.stringify(amount)}: ${response.body}`).toBe(400);
    }
    const rows = await t.database.db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.supplierId, supplier.supplierId));
    expect(rows).toEqual([]);
    expect(await balanceOf(owner.client, supplier.supplierId)).toBe('16.00');
  });

  it('refuses loose amounts on a payment between businesses and records none', async () => {
    const { sender, recipient } = await twoShops(t);
    const lot = await sender.stock({ quantity: 2, unitsPerBox: 10, costPrice: 16 });
    const sent = await sendTransfer(sender.client, recipient.user.email, [
      { inventoryId: lot.inventoryId, quantity: 20 },
    ]);
    expect((await accept(recipient.client, sent.id)).statusCode).toBe(200);
    for (const amount of loose) {
      const response = await payCash(sender.client, recipient.user.id, sender.user.id, amount as string);
      expect(response.statusCode, `${JSON.stringify(amount)}: ${response.body}`).toBe(400);
    }
    const rows = await t.database.db
      .select()
      .from(transferPayments)
      .where(eq(transferPayments.toOwnerId, sender.user.id));
    expect(rows).toEqual([]);
  });
});
