import { type ErrorCode, type PosProduct, gs1ErrorCode, pickScannedLot, scanTarget } from '@assist/domain';
import { type PosCatalog, findByBarcode } from './catalog';

/**
 * What a scan at the till comes to, read from the till's own copy (online and offline alike): the
 * product, with the lot to sell when a GS1 code named a live one (else null: earliest expiry
 * first); a refusal with its error code (an expired pack, a recalled batch, an unreadable GS1 code); or nothing in
 * the copy (the caller may ask the server). Uses the domain's parser and lot rule, as the server's
 * lookup does, so a scan means the same offline.
 */
export type ScanResolution =
  | { readonly kind: 'found'; readonly product: PosProduct; readonly pinnedLot: number | null }
  | { readonly kind: 'refused'; readonly code: ErrorCode; readonly params: Record<string, string> }
  | { readonly kind: 'missing' };

export function resolveScan(catalog: PosCatalog, code: string, today: string): ScanResolution {
  const target = scanTarget(code, new Date(`${today}T12:00:00Z`));
  if (!target.ok) return { kind: 'refused', code: gs1ErrorCode[target.problem], params: {} };
  const product = target.barcodes.map((barcode) => findByBarcode(catalog, barcode)).find(Boolean);
  if (!product) return { kind: 'missing' };
  const pick = pickScannedLot(product, target, today);
  if (pick.kind === 'expired')
    return { kind: 'refused', code: 'pack_expired', params: { expiryDate: pick.expiryDate } };
  if (pick.kind === 'recalled')
    return {
      kind: 'refused',
      code: 'lot_recalled',
      params: { productName: product.name, batchNumber: pick.batchNumber },
    };
  return { kind: 'found', product, pinnedLot: pick.kind === 'lot' ? pick.inventoryId : null };
}
