import { type Sale, type SaleBatchResponse, offlineSaleReference, toIsoDate } from '@assist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sales } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import { postgresCode } from '../../platform/postgres-errors.js';
import { type Cashier, type CheckoutInput, storedSale, writeSale } from './checkout.js';
import { type LockedLot, decrementLots, lockLots } from './locked-lots.js';
import { type SalePlan, planOfflineSale } from './plan-sale.js';
import { presentSales } from './present-sale.js';
import { recordLines, saleValues } from './record-sale.js';
import { itemsOfSales } from './sales-repository.js';

type Slot = SaleBatchResponse[number];

/**
 * `POST /api/sales/batch` (the offline queue's sync), in one transaction:
 * 1. sales whose clientSaleId is already stored (a sync whose answers were lost, another tab
 *    pushing the same queue) are answered from one read, created: false;
 * 2. offline sales are written together: their lots locked once, each sale planned in order
 *    against what the earlier ones left (the rules of a single offline sale), then one statement
 *    each for the sales, the lot decrements, the lines and the movements. A sale the plan refuses
 *    (a lot not the tenant's: 404) is answered in its slot and written nowhere;
 * 3. when that cannot be done together (an online sale in the batch, a reference or clientSaleId
 *    taken meanwhile by another request) the sales are written one by one, each in a savepoint.
 * A deadlock undoes the whole batch, which is run again (twice at most).
 */
export async function checkoutBatch(db: Db, cashier: Cashier, inputs: CheckoutInput[]): Promise<SaleBatchResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const now = new Date();
        const stored = await storedSales(
          tx,
          cashier.ownerId,
          inputs.map((input) => input.clientSaleId),
        );
        const todo = inputs.filter((input) => !stored.has(input.clientSaleId));
        const written =
          (todo.every((input) => input.offline === true) && (await writeTogether(tx, cashier, todo, now))) ||
          (await writeOneByOne(tx, cashier, todo, now));
        return inputs.map(
          (input): Slot =>
            stored.has(input.clientSaleId)
              ? { ok: true, created: false, sale: stored.get(input.clientSaleId)! }
              : written.get(input.clientSaleId)!,
        );
      });
    } catch (error) {
      if (postgresCode(error) === '40P01' && attempt < 3) continue;
      throw error;
    }
  }
}

/** The sales already stored under these clientSaleIds, presented, by clientSaleId. */
async function storedSales(tx: Db, ownerId: number, clientSaleIds: string[]): Promise<Map<string, Sale>> {
  const rows = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.ownerId, ownerId), inArray(sales.clientSaleId, clientSaleIds)));
  const presented = presentSales(
    rows,
    await itemsOfSales(
      tx,
      ownerId,
      rows.map((row) => row.id),
    ),
  );
  return new Map(presented.map((sale) => [sale.clientSaleId, sale]));
}

class NotTogether extends Error {}

/** Offline sales in a handful of statements; null (nothing written) when one cannot be stored so. */
async function writeTogether(
  tx: Db,
  cashier: Cashier,
  inputs: CheckoutInput[],
  now: Date,
): Promise<Map<string, Slot> | null> {
  if (inputs.length === 0) return new Map();
  try {
    return await tx.transaction(async (savepoint) => {
      const lotIds = [...new Set(inputs.flatMap((input) => input.items.map((item) => item.inventoryId)))];
      const lots = new Map((await lockLots(savepoint, cashier.ownerId, lotIds, true)).map((lot) => [lot.id, lot]));
      const slots = new Map<string, Slot>();
      const planned: { input: CheckoutInput; plan: SalePlan; soldAt: Date }[] = [];
      for (const input of inputs) {
        const soldAt = input.soldAt ? new Date(Math.min(Date.parse(input.soldAt), now.getTime())) : now;
        try {
          const plan = planOfflineSale(input.items, lots, toIsoDate(soldAt));
          takeFrom(lots, plan.decrements);
          planned.push({ input, plan, soldAt });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          slots.set(input.clientSaleId, refusal(error));
        }
      }
      if (planned.length === 0) return slots;
      const rows = await savepoint
        .insert(sales)
        .values(
          planned.map(({ input, plan, soldAt }) => ({
            ...saleValues(cashier, input, plan, soldAt),
            saleRef: input.saleId ?? offlineSaleReference(soldAt.getTime()),
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (rows.length !== planned.length) throw new NotTogether();
      const byClientId = new Map(rows.map((row) => [row.clientSaleId, row]));
      const decrements = new Map<number, number>();
      for (const { plan } of planned)
        for (const [id, units] of plan.decrements) decrements.set(id, (decrements.get(id) ?? 0) + units);
      const changed = await decrementLots(savepoint, cashier.ownerId, decrements);
      if (changed.size !== decrements.size) throw new Error('a locked lot refused an offline decrement');
      const presented = await recordLines(
        savepoint,
        planned.map(({ input, plan }) => ({ sale: byClientId.get(input.clientSaleId)!, plan, lots })),
      );
      for (const sale of presented) slots.set(sale.clientSaleId, { ok: true, created: true, sale });
      return slots;
    });
  } catch (error) {
    if (error instanceof NotTogether) return null;
    throw error;
  }
}

/** What the earlier sales of the batch took is no longer there for the next one. */
function takeFrom(lots: Map<number, LockedLot>, decrements: Map<number, number>) {
  for (const [id, units] of decrements) {
    const lot = lots.get(id);
    if (lot) lots.set(id, { ...lot, quantityUnits: lot.quantityUnits - units });
  }
}

/** Each sale in a savepoint of its own, as `POST /api/sales` would write it. */
async function writeOneByOne(tx: Db, cashier: Cashier, inputs: CheckoutInput[], now: Date): Promise<Map<string, Slot>> {
  const slots = new Map<string, Slot>();
  for (const input of inputs) {
    try {
      const sale = await tx.transaction((savepoint) => writeSale(savepoint, cashier, input, now));
      slots.set(input.clientSaleId, { ok: true, created: true, sale });
    } catch (error) {
      const first = await storedSale(tx, cashier.ownerId, input.clientSaleId);
      if (first) slots.set(input.clientSaleId, { ok: true, created: false, sale: first });
      else if (error instanceof HttpError) slots.set(input.clientSaleId, refusal(error));
      else throw error;
    }
  }
  return slots;
}

function refusal(error: HttpError): Slot {
  const { code, message, error: kind, ...params } = error.body as { code: string; message: string; error: string };
  return { ok: false, status: error.statusCode, code, message, error: kind, ...params };
}
