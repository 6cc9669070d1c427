import type { TFunction } from 'i18next';

/** The ledger line of a stock count made on a till (the server writes it in English). */
const countReference = /^offline count: counted (\d+), till had (\d+)$/;

/**
 * A movement's reference as the reader's language says it: a till's count ("offline count: counted
 * 18, till had 20") is translated with its figures; a sale reference, a batch or an edit is shown as
 * written (SALE-..., "batch: pos_sale").
 */
export function movementReference(reference: string | null, t: TFunction): string {
  if (reference === null) return '';
  if (reference === 'offline count') return t('stock-movements:offlineCount');
  const count = countReference.exec(reference);
  if (count) return t('stock-movements:offlineCountOf', { counted: count[1], expected: count[2] });
  return reference;
}

/** Signed units: "+5", "-2". */
export const signedUnits = (units: number) => (units > 0 ? `+${units}` : String(units));
