import { dayIn, type Sale, saleReference } from '@assist/domain';
import type { Db } from '../../db/client.js';
import type { Cashier, CheckoutInput } from './cashier.js';
import { storedSale } from './stored-sales.js';
import { readLiveLots } from './locked-lots.js';
import { assertSellable, planOnlineSale } from './plan-sale.js';
import { saleValues } from './sale-values.js';
import { sellOffline } from './sell-offline.js';
import { untilWritten, writeSales } from './write-sales.js';

/**
 * Checkout (DESIGN §5): takes each lot's units with a conditional decrement, prices every line
 * from its lot and writes the sale, its lines (with the unit cost of the moment) and the sale
 * movements, all or nothing. A short or expired lot answers 409 and nothing is written.
 * The same clientSaleId twice stores one sale: the second call answers the first sale, also when
 * both race (the unique index decides; the loser is undone and reads the winner's sale).
 */
export async function checkout(
  db: Db,
  cashier: Cashier,
  input: CheckoutInput,
): Promise<{ sale: Sale; created: boolean }> {
  if (input.offline !== true) return checkoutOnline(db, cashier, input);
  const [result] = await sellOffline(db, cashier, [{ ...input, offline: true }]);
  if (!result) throw new Error('an offline sale came back without an answer');
  if ('refused' in result) throw result.refused;
  return result;
}

/**
 * An online sale in two round trips: read the lots, refuse at once what they cannot serve (404,
 * 409), price the lines, then write it all in one statement that checks again what the plan read
 * (writeSales). When another till changed a lot in between, read and try again.
 */
function checkoutOnline(db: Db, cashier: Cashier, input: CheckoutInput) {
  const lotIds = [...new Set(input.items.map((item) => item.inventoryId))];
  return untilWritten(
    8,
    async (attempt) => {
      const now = new Date();
      const today = dayIn(now, cashier.timeZone);
      const lots = new Map((await readLiveLots(db, cashier.ownerId, lotIds)).map((lot) => [lot.id, lot]));
      assertSellable(input.items, lots, today);
      const plan = planOnlineSale(input.items, lots);
      const values = { ...saleValues(cashier, input, plan, now), saleRef: referenceFor(input, attempt) };
      const [sale] = await writeSales(db, {
        sales: [{ values, plan }],
        lots,
        check: 'live',
        today,
        createdAt: now,
        sessionId: cashier.sessionId,
      });
      return { sale: sale!, created: true };
    },
    async () => {
      const first = await storedSale(db, cashier.ownerId, input.clientSaleId);
      return first ? { sale: first, created: false } : null;
    },
  );
}

/**
 * The reference an online sale is stored under: the one the till showed (its `saleId`), unless
 * another sale of the tenant holds it; past half the tries (the refusals may be that) a fresh one.
 */
function referenceFor(input: CheckoutInput, attempt: number): string {
  return input.saleId && attempt <= 4 ? input.saleId : saleReference();
}
