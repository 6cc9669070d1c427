import type { PaymentMethod, SaleItemInput } from '@assist/domain';

const DAYS = 28;
const payments: [PaymentMethod, number][] = [
  ['cash', 0.6],
  ['card', 0.22],
  ['debit', 0.12],
  ['digital_wallet', 0.06],
];

interface ShelfLot {
  id: number;
  unitsPerBox: number;
}

export interface Basket {
  at: Date;
  clientSaleId: string;
  payment: PaymentMethod;
  items: SaleItemInput[];
}

/**
 * The demo pharmacy's customers over the last four weeks: 20 to 45 a day (12 to 21 on Fridays)
 * between 08:30 and 22:30, busier in the evening; 1 to 4 lines each, single units of a box more
 * often than whole boxes; a fifth of the shelf sells three times as often; mostly cash.
 */
export function demoBaskets(shelf: ShelfLot[], random: () => number, now = new Date()): Basket[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const popular = shelf.filter((_, i) => i % 5 === 0);
  const baskets: Basket[] = [];
  for (let day = DAYS; day >= 0; day--) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - day);
    const count = date.getDay() === 5 ? 12 + Math.floor(random() * 10) : 20 + Math.floor(random() * 26);
    for (const at of momentsOf(date, count, random)) {
      if (at > now) break;
      const items: SaleItemInput[] = [];
      for (let n = 1 + Math.floor(random() ** 2 * 4); n > 0; n--) {
        const lot = pick(random() < 0.5 ? popular : shelf);
        if (items.some((item) => item.inventoryId === lot.id)) continue;
        const byUnit = lot.unitsPerBox > 1 && random() < 0.6;
        const quantity = byUnit
          ? 1 + Math.floor(random() * Math.min(10, lot.unitsPerBox))
          : 1 + Math.floor(random() ** 3 * 3);
        items.push({ inventoryId: lot.id, quantity, unitType: byUnit ? 'unit' : 'box' });
      }
      baskets.push({ at, clientSaleId: seededUuid(random), payment: weighted(payments, random()), items });
    }
  }
  return baskets;
}

/** `count` moments of a day between 08:30 and 22:30, sorted; evenings are busier. */
function momentsOf(date: Date, count: number, random: () => number): Date[] {
  const open = 8.5 * 60;
  const minutes = Array.from({ length: count }, () => open + Math.floor(Math.sqrt(random()) * 14 * 60));
  return minutes
    .sort((a, b) => a - b)
    .map((m) => new Date(date.getTime() + m * 60_000 + Math.floor(random() * 60_000)));
}

function weighted<T>(choices: [T, number][], roll: number): T {
  let total = 0;
  for (const [value, weight] of choices) {
    total += weight;
    if (roll < total) return value;
  }
  return choices[0]![0];
}

/** A version-4-shaped UUID from the seeded generator (the demo stays the same run after run). */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
