import { type PosExpiryDate, type PosProduct, scanTarget } from '@assist/domain';

export interface CountRow {
  lot: PosExpiryDate;
  product: PosProduct;
}

/**
 * The lots the stock count lists for what was typed or scanned: a GS1 pack code finds its product
 * by GTIN (stored as any of its forms) and, when it prints a batch or expiry, that lot first (the
 * product's other lots follow: the pack in hand may be on another shelf); other text matches
 * name or barcode, any case. Example: `(01)09506000134352(10)B7` -> the lots of 9506000134352, B7 first.
 */
export function countRows(products: readonly PosProduct[], filter: string): CountRow[] {
  const all = products.flatMap((product) => product.expiryDates.map((lot) => ({ lot, product })));
  const text = filter.trim();
  if (!text) return all;
  const target = scanTarget(text);
  if (target.ok && (target.batchNumber !== null || target.expiryDate !== null || target.barcodes.length > 1)) {
    const ofProduct = all.filter(({ product }) => target.barcodes.includes(product.barcode));
    const isPack = ({ lot }: CountRow) =>
      (target.batchNumber === null || lot.batchNumber === target.batchNumber) &&
      (target.expiryDate === null || lot.date === target.expiryDate);
    return [...ofProduct.filter(isPack), ...ofProduct.filter((row) => !isPack(row))];
  }
  const lower = text.toLowerCase();
  return all.filter(
    ({ product }) => product.name.toLowerCase().includes(lower) || product.barcode.toLowerCase().includes(lower),
  );
}
