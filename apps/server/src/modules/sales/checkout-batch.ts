import type { Sale, SaleBatchResponse } from '@assist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sales } from '../../db/schema/index.js';
import { HttpError } from '../../platform/errors.js';
import { postgresCode } from '../../platform/postgres-errors.js';
import { type Cashier, type CheckoutInput, storedSale, writeSale } from './checkout.js';
import { presentSales } from './present-sale.js';
import { itemsOfSales } from './sales-repository.js';

/**
 * `POST /api/sales/batch` (the offline queue's sync): the sales in order, inside one transaction,
 * each in a savepoint of its own, so one commit pays for the batch while a refused sale (404, 409)
 * is undone alone and answered in its slot. A clientSaleId already stored (an earlier sync whose
 * answer was lost, another tab pushing the same queue) answers the stored sale, created: false.
 * Sales already stored are found with one read first (a sync whose answers were lost sends the
 * whole batch again); the unique index still decides when two syncs race. A deadlock undoes the
 * whole batch, which is run again (twice at most).
 */
export async function checkoutBatch(db: Db, cashier: Cashier, inputs: CheckoutInput[]): Promise<SaleBatchResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // A sync whose answers were lost sends sales already stored: one read answers them all.
        const stored = await storedSales(
          tx,
          cashier.ownerId,
          inputs.map((input) => input.clientSaleId),
        );
        const answers: SaleBatchResponse = [];
        for (const input of inputs) {
          const first = stored.get(input.clientSaleId);
          answers.push(
            first ? { ok: true, created: false, sale: first } : await writeOne(tx, cashier, input, new Date()),
          );
        }
        return answers;
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

async function writeOne(tx: Db, cashier: Cashier, input: CheckoutInput, now: Date): Promise<SaleBatchResponse[number]> {
  try {
    const sale = await tx.transaction((savepoint) => writeSale(savepoint, cashier, input, now));
    return { ok: true, created: true, sale };
  } catch (error) {
    const first = await storedSale(tx, cashier.ownerId, input.clientSaleId);
    if (first) return { ok: true, created: false, sale: first };
    if (!(error instanceof HttpError)) throw error;
    const code = typeof error.body.error === 'string' ? error.body.error : undefined;
    return { ok: false, status: error.statusCode, message: error.message, ...(code && { error: code }) };
  }
}
