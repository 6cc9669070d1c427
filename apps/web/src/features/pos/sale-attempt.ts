/**
 * The client id of a checkout (DESIGN §5): the server stores one sale per clientSaleId. A retry of
 * the very cart that was sent keeps the id, so a lost answer followed by a second press can never
 * sell twice; a cart changed after a failure is a new sale and gets a new id.
 * Example: send cart A (id 1), network error, send A again -> id 1 (the server answers the first
 * sale if it was stored); edit to cart B, send -> id 2; success -> the next sale starts with id 3.
 */
export interface SaleAttempt {
  clientSaleId: string;
  /** The cart key last sent with this id, null while it has not been sent. */
  sentCart: string | null;
}

export const newSaleId = (): string => crypto.randomUUID();

export function freshAttempt(makeId: () => string = newSaleId): SaleAttempt {
  return { clientSaleId: makeId(), sentCart: null };
}

/** The attempt to send `cart` with. */
export function attemptFor(attempt: SaleAttempt, cart: string, makeId: () => string = newSaleId): SaleAttempt {
  if (attempt.sentCart === null || attempt.sentCart === cart)
    return { clientSaleId: attempt.clientSaleId, sentCart: cart };
  return { clientSaleId: makeId(), sentCart: cart };
}

/** The short number the till shows for the sale in progress: "Sale #1A2B3C4D". */
export function saleNumber(attempt: SaleAttempt): string {
  return attempt.clientSaleId.replace(/-/g, '').slice(0, 8).toUpperCase();
}
