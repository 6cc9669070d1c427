import type { InventoryItem, TransferCreateRequest } from '@assist/domain';

/** A line of the Send Transfer form: a lot of the sender's, the units chosen, at most what it holds. */
export interface SendLine {
  inventoryId: number;
  productName: string;
  expiryDate: string;
  /** Units the lot holds (spec part 2 §3 "maxQuantity", client side only). */
  maxQuantity: number;
  quantity: number;
}

/** The lines with `item` added at 1 unit; unchanged when it is already there (no item twice). */
export function addLine(lines: SendLine[], item: InventoryItem): SendLine[] {
  if (lines.some((line) => line.inventoryId === item.id) || item.availableUnits < 1) return lines;
  return [
    ...lines,
    {
      inventoryId: item.id,
      productName: item.product.name,
      expiryDate: item.expiryDate,
      maxQuantity: item.availableUnits,
      quantity: 1,
    },
  ];
}

/** What a typed quantity becomes (spec part 2 §5): a non-number 1, then kept within 1..max. */
export function clampQuantity(typed: string, max: number): number {
  const value = Number.parseInt(typed, 10);
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(value, 1), Math.max(max, 1));
}

export function setLineQuantity(lines: SendLine[], inventoryId: number, typed: string): SendLine[] {
  return lines.map((line) =>
    line.inventoryId === inventoryId ? { ...line, quantity: clampQuantity(typed, line.maxQuantity) } : line,
  );
}

export function removeLine(lines: SendLine[], inventoryId: number): SendLine[] {
  return lines.filter((line) => line.inventoryId !== inventoryId);
}

/** The body's items. */
export function itemsOf(lines: SendLine[]): TransferCreateRequest['items'] {
  return lines.map(({ inventoryId, quantity }) => ({ inventoryId, quantity }));
}
