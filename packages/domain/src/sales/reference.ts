const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A sale reference: SALE- then a time-based code and a random uppercase code, e.g.
 * SALE-MF3K2Q1A-7XQ2 (spec part 1 §9). Offline sales use OFFLINE-<timestamp>.
 */
export function saleReference(now: number = Date.now(), random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `SALE-${now.toString(36).toUpperCase()}-${suffix}`;
}

/** What a sale reference looks like: SALE-<time>-<code>, or OFFLINE-<timestamp> (with a -n suffix the server may add). */
export const saleReferencePattern = /^(SALE-[0-9A-Z]{1,16}-[0-9A-Z]{4}|OFFLINE-\d{1,16})$/;

export function offlineSaleReference(now: number = Date.now()): string {
  return `OFFLINE-${now}`;
}
