import {
  type ReturnCreateRequest,
  type ReturnCreateResponse,
  clampReturn,
  fromMinor,
  multiply,
  returnTax,
  statusAfterReturns,
  sum,
  toMinor,
} from '@assist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { saleItems, saleReturnItems, saleReturns, sales } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { moveStock } from '../stock/stock-ledger.js';
import type { Cashier } from './cashier.js';
import { loadSale } from './list-sales.js';
import { type SaleItemView, findSale, itemsOfSales } from './sales-repository.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

type ReturnInput = z.output<typeof ReturnCreateRequest>;

const perItem = (item: SaleItemView) => item.units / item.quantity;
const returnedQuantity = (item: SaleItemView) => Math.floor(item.returnedUnits / perItem(item));

/**
 * A customer return (spec part 2 §5): each line's quantity is clamped to what was sold minus what
 * was already returned; the units go back into the line's lot with a sale_return movement; the
 * return records the goods' value (revenue is net of it) and the tax given back; the sale becomes
 * partially_returned or returned. The sale row is held, so two returns of one sale take turns.
 * `now` is when the return is made (the demo seed passes past moments).
 */
export async function createReturn(
  db: Db,
  cashier: Cashier,
  input: ReturnInput,
  now = new Date(),
  once?: RequestOnce,
): Promise<ReturnCreateResponse> {
  return db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const ownerId = cashier.ownerId;
      const sale = await findSale(tx, ownerId, input.saleId, true);
      if (!sale) throw notFound('sale_not_found');
      const items = await itemsOfSales(tx, ownerId, [sale.id]);
      const byId = new Map(items.map((item) => [item.id, { item, returned: returnedQuantity(item) }]));
      const returnedBefore = sum(items.map((item) => multiply(toMinor(item.unitPrice), returnedQuantity(item))));

      const lines = [];
      for (const asked of input.items.filter((entry) => entry.quantity > 0)) {
        const entry = byId.get(asked.saleItemId);
        if (!entry) throw notFound('sale_item_not_found');
        const quantity = clampReturn(asked.quantity, entry.item.quantity, entry.returned);
        if (quantity === 0) continue;
        entry.returned += quantity;
        const amount = multiply(toMinor(entry.item.unitPrice), quantity);
        lines.push({ item: entry.item, quantity, units: quantity * perItem(entry.item), amount, reason: asked.reason });
      }
      if (lines.length === 0) throw badRequest('nothing_to_return');

      const amount = sum(lines.map((line) => line.amount));
      const [created] = await tx
        .insert(saleReturns)
        .values({
          ownerId,
          saleId: sale.id,
          amount: fromMinor(amount),
          tax: fromMinor(returnTax(returnedBefore, amount, Number(sale.taxRate))),
          userId: cashier.userId,
          teamMemberId: cashier.teamMemberId,
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('return not stored');
      await tx.insert(saleReturnItems).values(
        lines.map((line) => ({
          ownerId,
          returnId: created.id,
          saleItemId: line.item.id,
          quantity: line.quantity,
          units: line.units,
          amount: fromMinor(line.amount),
          reason: line.reason,
        })),
      );
      for (const line of lines) {
        await tx
          .update(saleItems)
          .set({ returnedUnits: sql`${saleItems.returnedUnits} + ${line.units}` })
          .where(and(eq(saleItems.ownerId, ownerId), eq(saleItems.id, line.item.id)));
        await moveStock(tx, {
          ownerId,
          lotId: line.item.lotId,
          kind: 'sale_return',
          units: line.units,
          reference: sale.saleRef,
        });
      }
      const status = statusAfterReturns(
        [...byId.values()].map((e) => ({ quantity: e.item.quantity, returnedQuantity: e.returned })),
      );
      const [updated] = await tx
        .update(sales)
        .set({ status })
        .where(and(eq(sales.ownerId, ownerId), eq(sales.id, sale.id)))
        .returning();
      return {
        id: created.id,
        saleId: sale.id,
        amount: created.amount,
        tax: created.tax,
        createdAt: created.createdAt.toISOString(),
        items: lines.map((line) => ({
          saleItemId: line.item.id,
          quantity: line.quantity,
          units: line.units,
          amount: fromMinor(line.amount),
          reason: line.reason,
        })),
        sale: await loadSale(tx, ownerId, updated ?? sale),
      };
    }),
  );
}
