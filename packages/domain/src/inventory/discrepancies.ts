import { z } from 'zod';

/** The discrepancy list answers at most this many lines, newest first; `total` counts them all. */
export const discrepancyListLimit = 500;

/**
 * `GET /api/inventory/discrepancies`: one line of a synced offline sale that sold more units than
 * the product's lots held (DESIGN §5: offline sales are facts). unitsShort are the units no lot
 * had; the lot is the one the till sold from. soldAt is when the sale happened, syncedAt when
 * the server stored it.
 */
export const StockDiscrepancy = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  barcode: z.string(),
  inventoryId: z.number(),
  expiryDate: z.string(),
  unitsShort: z.number(),
  saleId: z.number(),
  saleRef: z.string(),
  soldAt: z.string(),
  syncedAt: z.string(),
  /**
   * Why the line is listed: `short` (units no lot held), or `recalled` (lane recalls, issue 30):
   * an offline sale of a recalled batch made before the recall reached the till; `units` sold.
   */
  reason: z.enum(['short', 'recalled']),
  units: z.number(),
});
export type StockDiscrepancy = z.infer<typeof StockDiscrepancy>;

export const StockDiscrepancyList = z.object({ items: z.array(StockDiscrepancy), total: z.number() });
export type StockDiscrepancyList = z.infer<typeof StockDiscrepancyList>;
