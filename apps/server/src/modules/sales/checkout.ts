import { type Sale, type SaleCreateRequest, offlineSaleReference, saleReference, toIsoDate } from '@assist/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { postgresCode } from '../../platform/postgres-errors.js';
import { readLiveLots } from './locked-lots.js';
import { assertSellable, planOnlineSale } from './plan-sale.js';
import { loadSale } from './list-sales.js';
import { saleValues } from './record-sale.js';
import { findSaleByClientId } from './sales-repository.js';
import { isRefusedSale, sellInOneStatement, storeSale } from './store-sale.js';
import { byId, takeOfflineStock, takeOnlineStock } from './take-stock.js';

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
  return input.offline === true ? checkoutOffline(db, cashier, input) : checkoutOnline(db, cashier, input);
}

/**
 * An online sale in two round trips: read the lots, refuse at once what they cannot serve (404,
 * 409), price the lines, then write it all in one statement that checks again what the plan read
 * (sellInOneStatement). When another till changed a lot in between, read and try again.
 */
async function checkoutOnline(db: Db, cashier: Cashier, input: CheckoutInput) {
  const lotIds = [...new Set(input.items.map((item) => item.inventoryId))];
  for (let attempt = 1; attempt <= 8; attempt++) {
    try {
      const now = new Date();
      const today = toIsoDate(now);
      const lots = byId(await readLiveLots(db, cashier.ownerId, lotIds));
      assertSellable(input.items, lots, today);
      const plan = planOnlineSale(input.items, lots);
      const values = { ...saleValues(cashier, input, plan, now), saleRef: referenceFor(input, attempt) };
      return { sale: await sellInOneStatement(db, { values, plan, lots, createdAt: now }, today), created: true };
    } catch (error) {
      const first = await storedSale(db, cashier.ownerId, input.clientSaleId);
      if (first) return { sale: first, created: false };
      if (!isRefusedSale(error) && postgresCode(error) !== '40P01') throw error;
    }
  }
  throw new Error('checkout refused 8 times in a row while its lots kept changing');
}

/**
 * The reference an online sale is stored under: the one the till showed (its `saleId`), unless
 * another sale of the tenant holds it; past half the tries (the refusals may be that) a fresh one.
 */
function referenceFor(input: CheckoutInput, attempt: number): string {
  return input.saleId && attempt <= 4 ? input.saleId : saleReference();
}

/** An offline sale (a fact, sold from other lots when its own is short) in one transaction. */
async function checkoutOffline(db: Db, cashier: Cashier, input: CheckoutInput) {
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
  return row ? loadSale(db, ownerId, row) : null;
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
