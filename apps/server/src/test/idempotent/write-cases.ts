import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { createSupplier, daysFromToday, productRow, uniqueBarcode } from '../inventory-factories.js';
import { saleBody, sell, shop } from '../sales-factories.js';
import { firstLine, lineReturn, supplierWithOrders } from '../supplier-money-factories.js';
import type { Client, TestApp } from '../test-app.js';
import { review, sendTransfer, twoShops } from '../transfer-factories.js';
import { signedInOwner } from '../factories.js';

/** One tenant ready for one write: who sends it, the body, another body, whose effects to count. */
export interface WriteSetup {
  client: Client;
  ownerId: number;
  body: Record<string, unknown>;
  otherBody: Record<string, unknown>;
}

/** A write route that moves stock or money, its record table and money column, and a fresh tenant for it. */
export interface WriteCase {
  name: string;
  path: string;
  table: string;
  amount: string;
  setup: (t: TestApp) => Promise<WriteSetup>;
}

/** What a tenant holds: its units, movements, records of the table and their money. */
export async function effectsOf(t: TestApp, c: WriteCase, ownerId: number) {
  const result = await t.database.db.execute(sql`
    select
      (select coalesce(sum(quantity_units), 0)::int from inventory_lots where owner_id = ${ownerId}) as units,
      (select count(*)::int from stock_movements where owner_id = ${ownerId}) as movements,
      (select count(*)::int from ${sql.identifier(c.table)} where owner_id = ${ownerId}) as records,
      (select coalesce(sum(${sql.identifier(c.amount)}), 0)::text from ${sql.identifier(c.table)}
        where owner_id = ${ownerId}) as money`);
  return rowsOf<{ units: number; movements: number; records: number; money: string }>(result)[0];
}

async function stockedShop(t: TestApp) {
  const s = await shop(t);
  const lot = await s.stock({ quantity: 5, unitsPerBox: 10, costPrice: 2, retailPrice: 3 });
  return { s, lot };
}

export const writeCases: WriteCase[] = [
  {
    name: 'a customer return',
    path: '/api/returns',
    table: 'sale_returns',
    amount: 'amount',
    async setup(t) {
      const { s, lot } = await stockedShop(t);
      const sale = (
        await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 3, unitType: 'box' }]))
      ).json();
      const line = (quantity: number) => ({
        saleId: sale.id,
        items: [{ saleItemId: sale.items[0].id, quantity, reason: 'Damaged box' }],
      });
      return { client: s.client, ownerId: s.user.id, body: line(1), otherBody: line(2) };
    },
  },
  {
    name: 'Add New Products (a receipt)',
    path: '/api/inventory/add-product',
    table: 'supplier_order_items',
    amount: 'cost_per_box',
    async setup(t) {
      const owner = await signedInOwner(t);
      const supplierId = await createSupplier(owner.client);
      const row = productRow(supplierId, { quantity: 4 });
      return { client: owner.client, ownerId: owner.user.id, body: row, otherBody: { ...row, quantity: 5 } };
    },
  },
  {
    name: 'receiving stock of a known product',
    path: '/api/inventory',
    table: 'supplier_order_items',
    amount: 'cost_per_box',
    async setup(t) {
      const { s, lot } = await stockedShop(t);
      const body = { ...productRow(s.supplierId, { orderId: 'R-2', quantity: 2 }), productId: lot.productId };
      return { client: s.client, ownerId: s.user.id, body, otherBody: { ...body, quantity: 3 } };
    },
  },
  {
    name: "the scanner's Save Products (a receipt of many products)",
    path: '/api/inventory/save-bulk',
    table: 'supplier_order_items',
    amount: 'cost_per_box',
    async setup(t) {
      const owner = await signedInOwner(t);
      const supplierId = await createSupplier(owner.client);
      const product = { name: 'Panadol Extra', quantity: 2, costPrice: '1.75', retailPrice: '2.50', unitsPerBox: 12 };
      const body = {
        products: [{ ...product, barcode: uniqueBarcode(), expiryDate: daysFromToday(300) }],
        supplierId,
        orderId: 'S-1',
      };
      return { client: owner.client, ownerId: owner.user.id, body, otherBody: { ...body, orderId: 'S-2' } };
    },
  },
  {
    name: 'a return to the supplier from an order',
    path: '/api/supplier-returns',
    table: 'supplier_returns',
    amount: 'total_value',
    async setup(t) {
      const owner = await signedInOwner(t);
      const { orderIds } = await supplierWithOrders(owner.client, [{ ref: 'O-1', quantity: 5, costPrice: '4.00' }]);
      const orderId = orderIds['O-1'] as number;
      const line = await firstLine(owner.client, orderId);
      const body = lineReturn(orderId, line, 1);
      return { client: owner.client, ownerId: owner.user.id, body, otherBody: { ...body, quantity: 2 } };
    },
  },
  {
    name: 'a return to the supplier from the Returns page',
    path: '/api/supplier-returns',
    table: 'supplier_returns',
    amount: 'total_value',
    async setup(t) {
      const { s, lot } = await stockedShop(t);
      const body = { inventoryId: lot.inventoryId, quantity: 2, returnReason: 'Expired soon', unitPrice: '0.20' };
      return { client: s.client, ownerId: s.user.id, body, otherBody: { ...body, quantity: 3 } };
    },
  },
  {
    name: 'a supplier payment',
    path: '/api/supplier-payments',
    table: 'supplier_payments',
    amount: 'amount',
    async setup(t) {
      const owner = await signedInOwner(t);
      const orders = [
        { ref: 'P-1', quantity: 2, costPrice: '5.00' },
        { ref: 'P-2', quantity: 2, costPrice: '5.00' },
      ];
      const { supplierId, orderIds } = await supplierWithOrders(owner.client, orders);
      const pay = (ref: string) => ({
        supplierId,
        orderIds: [orderIds[ref]],
        originalAmount: '10.00',
        amount: '10.00',
      });
      return { client: owner.client, ownerId: owner.user.id, body: pay('P-1'), otherBody: pay('P-2') };
    },
  },
  {
    name: 'an expense',
    path: '/api/expenses',
    table: 'expenses',
    amount: 'amount',
    async setup(t) {
      const owner = await signedInOwner(t);
      const body = { title: 'Shop rent', amount: 450, category: 'rent', expenseDate: '2026-11-01' };
      return { client: owner.client, ownerId: owner.user.id, body, otherBody: { ...body, amount: 451 } };
    },
  },
  {
    name: 'a transfer sent',
    path: '/api/transfers',
    table: 'transfers',
    amount: 'total_cost',
    async setup(t) {
      const { sender, recipient } = await twoShops(t);
      const lot = await sender.stock({ quantity: 2, unitsPerBox: 10, costPrice: 1.5 });
      const body = { toUserEmail: recipient.user.email, items: [{ inventoryId: lot.inventoryId, quantity: 7 }] };
      const otherBody = { ...body, notes: 'Another one' };
      return { client: sender.client, ownerId: sender.user.id, body, otherBody };
    },
  },
  {
    name: 'a transfer payment',
    path: '/api/transfer-payments',
    table: 'transfer_payments',
    amount: 'amount',
    async setup(t) {
      const { sender, recipient } = await twoShops(t);
      const lot = await sender.stock({ quantity: 2, unitsPerBox: 10, costPrice: 10 });
      const sent = await sendTransfer(sender.client, recipient.user.email, [
        { inventoryId: lot.inventoryId, quantity: 10 },
      ]);
      await review(recipient.client, sent.id, 'accepted');
      const pay = (amount: number) => ({ fromUserId: recipient.user.id, toUserId: sender.user.id, amount });
      return { client: recipient.client, ownerId: recipient.user.id, body: pay(3), otherBody: pay(4) };
    },
  },
];
