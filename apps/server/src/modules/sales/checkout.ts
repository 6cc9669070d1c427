import { type Sale, type SaleCreateRequest, offlineSaleReference, toIsoDate } from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { postgresCode } from '../../platform/postgres-errors.js';
import { presentSale } from './present-sale.js';
import { saleValues } from './record-sale.js';
import { findSaleByClientId, itemsOfSales } from './sales-repository.js';
import { storeSale } from './store-sale.js';
import { takeOfflineStock, takeOnlineStock } from './take-stock.js';

export type CheckoutInput = z.output<typeof SaleCreateRequest>;

/** Who rings the sale up: the tenant, and the owner or team member at the till. */
export interface Cashier {
  ownerId: number;
  userId: number | null;
  teamMemberId: number | null;
}

export function cashierOf(actor: Actor): Cashier {
  return {
    ownerId: actor.ownerId,
    userId: actor.teamMember ? null : actor.user.id,
    teamMemberId: actor.teamMember?.id ?? null,
  };
}

/**
 * Checkout (DESIGN §5): one transaction that takes each lot's units with a conditional decrement,
 * prices every line from its lot and writes the sale, its lines (with the unit cost of the
 * moment) and the sale movements. A short or expired lot answers 409 and nothing is written.
 * The same clientSaleId twice stores one sale: the second call answers the first sale, also when
 * both race (the unique index decides; the loser rolls back and reads the winner's sale).
 */
export async function checkout(
  db: Db,
  cashier: Cashier,
  input: CheckoutInput,
): Promise<{ sale: Sale; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { sale: await db.transaction((tx) => writeSale(tx, cashier, input, new Date())), created: true };
    } catch (error) {
      const first = await storedSale(db, cashier.ownerId, input.clientSaleId);
      if (first) return { sale: first, created: false };
      // Two sales locking the same lots in another order: PostgreSQL undoes one; run it again.
      if (postgresCode(error) === '40P01' && attempt < 3) continue;
      throw error;
    }
  }
}

/** The sale already stored under this clientSaleId, presented, or null. */
export async function storedSale(db: Db, ownerId: number, clientSaleId: string): Promise<Sale | null> {
  const row = await findSaleByClientId(db, ownerId, clientSaleId);
  return row ? presentSale(row, await itemsOfSales(db, ownerId, [row.id])) : null;
}

/** One sale inside the caller's transaction; an offline sale keeps its own moment (never after `now`). */
export async function writeSale(tx: Db, cashier: Cashier, input: CheckoutInput, now: Date): Promise<Sale> {
  const offline = input.offline === true;
  const soldAt = offline && input.soldAt ? new Date(Math.min(Date.parse(input.soldAt), now.getTime())) : now;
  const today = toIsoDate(soldAt);
  const { plan, lots } = offline
    ? await takeOfflineStock(tx, cashier.ownerId, input.items, today)
    : await takeOnlineStock(tx, cashier.ownerId, input.items, today);
  const offlineRef = offline ? (input.saleId ?? offlineSaleReference(soldAt.getTime())) : null;
  return storeSale(tx, offlineRef, saleValues(cashier, input, plan, soldAt), plan, lots, now);
}
