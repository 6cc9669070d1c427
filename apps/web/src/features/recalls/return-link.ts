/** A held lot of a recalled batch that came by a transfer. */
interface ReturnableLot {
  inventoryId: number;
  units: number;
  transferId: number | null;
}

/**
 * "Return recalled stock": the Returns page opens the return of transferred goods prefilled with
 * the lot, the transfer that brought it and every unit held (returns-page reads these).
 */
export function returnRecalledLink(lot: ReturnableLot): string {
  const params = new URLSearchParams({
    returnLot: String(lot.inventoryId),
    transfer: String(lot.transferId ?? ''),
    units: String(lot.units),
  });
  return `/returns?${params.toString()}`;
}
