import { saleReference } from '@assist/domain';

/**
 * The client id of a checkout (DESIGN §5): the server stores one sale per clientSaleId. A retry of
 * the very cart that was sent keeps the id, so a lost answer followed by a second press can never
 * sell twice; a cart changed after a failure is a new sale and gets a new id.
 * Example: send cart A (id 1), network error, send A again -> id 1 (the server answers the first
 * sale if it was stored); edit to cart B, send -> id 2; success -> the next sale starts with id 3.
 * Each id comes with the sale's reference (SALE-...): the till shows it while the sale is rung up,
 * the checkout sends it (online or offline) and the server keeps it, so the receipt, the history
 * and returns name the sale as the till did.
 */
export interface SaleAttempt {
  clientSaleId: string;
  /** The reference the sale is shown and stored under. */
  reference: string;
  /** The cart key last sent with this id, null while it has not been sent. */
  sentCart: string | null;
}

export const newSaleId = (): string => crypto.randomUUID();
const newReference = (): string => saleReference();

export function freshAttempt(makeId: () => string = newSaleId, makeReference = newReference): SaleAttempt {
  return { clientSaleId: makeId(), reference: makeReference(), sentCart: null };
}

/** The attempt to send `cart` with. */
export function attemptFor(
  attempt: SaleAttempt,
  cart: string,
  makeId: () => string = newSaleId,
  makeReference = newReference,
): SaleAttempt {
  if (attempt.sentCart === null || attempt.sentCart === cart) return { ...attempt, sentCart: cart };
  return { clientSaleId: makeId(), reference: makeReference(), sentCart: cart };
}

/** The reference the till shows for the sale in progress: "SALE-MWW7S4L2-G8MO". */
export function saleNumber(attempt: SaleAttempt): string {
  return attempt.reference;
}
