import { z } from 'zod';

/** The kinds of a lot's ledger line (the server's stock_movements.kind). */
export const stockMovementKinds = [
  'receive',
  'sale',
  'sale_return',
  'supplier_return',
  'adjustment',
  'offline_discrepancy',
  'transfer_in',
  'transfer_out',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/**
 * `GET /api/inventory/{id}/movements`: the lot's ledger, newest first: what changed its units, by
 * how many (signed units), under which reference ("offline count: counted 18, till had 20") and when.
 */
export const StockMovementRecord = z.object({
  id: z.number(),
  kind: z.enum(stockMovementKinds),
  units: z.number(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovementRecord = z.infer<typeof StockMovementRecord>;
export const StockMovementList = z.array(StockMovementRecord);
export type StockMovementList = z.infer<typeof StockMovementList>;

/** At most this many lines of a lot's ledger are shown, the newest. */
export const stockMovementsShown = 100;
