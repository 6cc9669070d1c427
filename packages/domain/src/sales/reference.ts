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

export function offlineSaleReference(now: number = Date.now()): string {
  return `OFFLINE-${now}`;
}
