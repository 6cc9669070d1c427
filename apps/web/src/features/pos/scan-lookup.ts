import type { PosProduct } from '@assist/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
import { addScannedProduct } from './catalogue-feed';

/**
 * A scan the till's catalogue missed, asked of the server before the till says "Product Not
 * Found" (a product received a moment ago, on this device or another): `GET /api/pos/lookup`.
 * A product found joins the catalogue and the offline copy and is answered; offline, or when the
 * server knows no product with stock under that code (404) or cannot answer, null.
 */
export function useScanLookup(): (code: string) => Promise<PosProduct | null> {
  const client = useQueryClient();
  return async (code) => {
    const barcode = code.trim();
    if (!barcode || !isOnline()) return null;
    try {
      const product = await api.get<PosProduct>(`/api/pos/lookup?barcode=${encodeURIComponent(barcode)}`);
      addScannedProduct(client, product);
      return product;
    } catch {
      return null;
    }
  };
}
