import { ReturnCreateRequest, type Sale, clampReturn } from '@assist/domain';

/** One line of the Return dialog as typed: quantity text and reason. */
export interface ReturnLineInput {
  saleItemId: number;
  quantity: string;
  reason: string;
}

/** What is left to return on each line of a sale (sold minus already returned). */
export function returnable(sale: Pick<Sale, 'items'>): Map<number, number> {
  return new Map(sale.items.map((item) => [item.id, Math.max(0, item.quantity - item.returnedQuantity)]));
}

/**
 * A typed quantity clamped to 0..what is left (spec part 2 §5). Empty or not a number is 0.
 * Example: sold 5, returned 2: "4" -> 3, "-1" -> 0, "" -> 0, "2.7" -> 2.
 */
export function clampTyped(text: string, sold: number, returned: number): number {
  const typed = Number(text);
  return Number.isFinite(typed) ? clampReturn(typed, sold, returned) : 0;
}

/**
 * The return body, or the spec's message when it cannot be sent: at least one quantity above 0
 * ("Please select at least one item to return"), a reason on every line returned ("Please
 * provide a reason for all items being returned"). Lines left at 0 are not sent.
 */
export function returnRequest(
  sale: Pick<Sale, 'id' | 'items'>,
  lines: readonly ReturnLineInput[],
): { ok: true; body: ReturnCreateRequest } | { ok: false; message: string } {
  const byId = new Map(sale.items.map((item) => [item.id, item]));
  const items = lines.flatMap((line) => {
    const item = byId.get(line.saleItemId);
    const quantity = item ? clampTyped(line.quantity, item.quantity, item.returnedQuantity) : 0;
    return quantity > 0 ? [{ saleItemId: line.saleItemId, quantity, reason: line.reason.trim() }] : [];
  });
  const body = { saleId: sale.id, items };
  const checked = ReturnCreateRequest.safeParse(body);
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? '' };
  return { ok: true, body };
}
