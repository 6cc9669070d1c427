import type { PosProduct } from '@assist/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
import { addScannedProduct } from './catalogue-feed';

/** The server's answer to a scan: the product (with `scannedInventoryId` for a GS1 pack's live lot), a refusal, or nothing. */
export type ScanLookupAnswer = { product: PosProduct } | { refusal: ApiError } | null;

/**
 * A scan the till's catalogue missed, asked of the server before the till says "Product Not
 * Found" (a product received a moment ago, on this device or another): `GET /api/pos/lookup`.
 * The code goes as scanned (a GS1 code with its separators). A product found joins the catalogue
 * and the offline copy and is answered; a 400/409 (an unreadable GS1 code, an expired pack) is a
 * refusal to show; offline, 404 or no answer, null.
 */
export function useScanLookup(): (code: string) => Promise<ScanLookupAnswer> {
  const client = useQueryClient();
  return async (code) => {
    const scanned = code.trim();
    if (!scanned || !isOnline()) return null;
    try {
      const product = await api.get<PosProduct>(`/api/pos/lookup?code=${encodeURIComponent(scanned)}`);
      addScannedProduct(client, product);
      return { product };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) return { refusal: error };
      return null;
    }
  };
}
