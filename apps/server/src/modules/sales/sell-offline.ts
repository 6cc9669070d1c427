import { randomBytes } from 'node:crypto';
import { DomainError, type Sale, offlineSaleReference, dayIn } from '@assist/domain';
import type { Db } from '../../db/client.js';
import type { Cashier, CheckoutInput } from './cashier.js';
import { type LockedLot, readOfflineLots } from './locked-lots.js';
import { planOfflineSale } from './plan-sale.js';
import type { PlannedSale } from './sale-statement.js';
import { saleValues } from './sale-values.js';
import { storedSales, takenReferences } from './stored-sales.js';
import { untilWritten, writeSales } from './write-sales.js';

/** An offline sale as the queue sends it. */
export type OfflineInput = CheckoutInput & { offline: true };

/** What became of one offline sale: stored (now, or before: created false), or refused by a rule. */
export type OfflineResult = { sale: Sale; created: boolean } | { refused: DomainError };

/** A reference may take a suffix (-2 ... -5) when another sale of the tenant holds it. */
const suffixes = 5;

/**
 * Offline sales, one or many (the queue's sync), in order, each a fact (DESIGN §5): sold from other
 * lots of its product when its own is short. Sales whose clientSaleId is stored already answer that
 * sale (created: false); the others are planned in order against what the earlier ones left, and
 * written together in one statement (writeSales) that takes units only from lots still as read. A
 * sale the plan refuses (a lot not the tenant's: 404) is answered as such and written nowhere. When
 * a lot, a reference or a client id changed in between, all is read and planned again.
 */
export function sellOffline(db: Db, cashier: Cashier, inputs: OfflineInput[]): Promise<OfflineResult[]> {
  return untilWritten(8, async (attempt) => {
    const now = new Date();
    const results = new Map<string, OfflineResult>();
    for (const [id, sale] of await storedSales(
      db,
      cashier.ownerId,
      inputs.map((input) => input.clientSaleId),
    ))
      results.set(id, { sale, created: false });
    const todo = [...new Map(inputs.map((input) => [input.clientSaleId, input])).values()].filter(
      (input) => !results.has(input.clientSaleId),
    );
    if (todo.length > 0) {
      const lotIds = [...new Set(todo.flatMap((input) => input.items.map((item) => item.inventoryId)))];
      const read = new Map((await readOfflineLots(db, cashier.ownerId, lotIds)).map((lot) => [lot.id, lot]));
      const planned = await planAll(db, cashier, todo, read, now, attempt, results);
      const written = await writeSales(db, {
        sales: planned,
        lots: read,
        check: 'as-read',
        today: dayIn(now, cashier.timeZone),
        createdAt: now,
        sessionId: cashier.sessionId,
      });
      for (const sale of written) results.set(sale.clientSaleId, { sale, created: true });
    }
    const seen = new Set<string>();
    return inputs.map((input) => {
      const result = results.get(input.clientSaleId)!;
      const again = seen.has(input.clientSaleId);
      seen.add(input.clientSaleId);
      // The same clientSaleId twice in one batch stores one sale; the second answers it.
      return again && 'sale' in result ? { sale: result.sale, created: false } : result;
    });
  });
}

/** Each sale planned against what the earlier ones left, with a free reference; refusals go into `results`. */
async function planAll(
  db: Db,
  cashier: Cashier,
  inputs: OfflineInput[],
  read: Map<number, LockedLot>,
  now: Date,
  attempt: number,
  results: Map<string, OfflineResult>,
): Promise<PlannedSale[]> {
  const left = new Map(read);
  const soldAt = (input: OfflineInput) =>
    input.soldAt ? new Date(Math.min(Date.parse(input.soldAt), now.getTime())) : now;
  const bases = inputs.map((input) => input.saleId ?? offlineSaleReference(soldAt(input).getTime()));
  // A first try takes the till's references; a try after a refusal skips those already held.
  const tried = inputs.map((input, n) => candidates(bases[n]!, input.clientSaleId));
  const used = attempt === 1 ? new Set<string>() : await takenReferences(db, cashier.ownerId, tried.flat());
  const planned: PlannedSale[] = [];
  inputs.forEach((input, n) => {
    try {
      const plan = planOfflineSale(input.items, left, dayIn(soldAt(input), cashier.timeZone));
      const values = saleValues(cashier, input, plan, soldAt(input));
      for (const [id, units] of plan.decrements) {
        const lot = left.get(id);
        if (lot) left.set(id, { ...lot, quantityUnits: lot.quantityUnits - units });
      }
      // Past every suffix and the till's own id, a fresh reference of the server's: the sale is a
      // fact and is stored, whatever another till called its own.
      const saleRef = tried[n]!.find((ref) => !used.has(ref)) ?? serverReference(bases[n]!);
      used.add(saleRef);
      planned.push({ values: { ...values, saleRef }, plan });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.set(input.clientSaleId, { refused: error });
    }
  });
  return planned;
}

/**
 * A reference and the forms tried after it, in order: suffixed (-2 ... -5), then marked with the
 * start of the sale's client id (unique to that sale).
 */
const candidates = (base: string, clientSaleId: string) => [
  ...Array.from({ length: suffixes }, (_, n) => (n === 0 ? base : `${base}-${n + 1}`)),
  `${base}-${clientSaleId.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
];

/** A reference no till proposed: the base with a random mark (a clash makes the write retry). */
const serverReference = (base: string) => `${base}-S${randomBytes(4).toString('hex').toUpperCase()}`;
