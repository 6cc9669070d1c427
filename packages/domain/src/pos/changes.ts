import { z } from 'zod';
import { ScanCode } from '../gs1/scan-code.js';
import { PosProduct } from './contracts.js';

/** Answers of the till's change feed that a program reads (the till never shows them). */
export const posChangeMessages = {
  badCursor: 'The catalogue cursor is not valid: load the catalogue again (GET /api/pos/preload-all).',
  badBarcode: 'Please enter a barcode.',
} as const;

/**
 * Past this many products changed since a cursor, the feed answers `reset`: the whole preload is
 * then the cheaper way to catch up (a CSV import, a till that slept for hours).
 */
export const maxChangedProducts = 500;

/**
 * Where a till stands in the catalogue's history: opaque to clients, who send back what the
 * preload or the feed last answered. (It is a database snapshot, "xmin:xmax:in-progress ids".)
 */
export const PosCursor = z
  .string({ error: posChangeMessages.badCursor })
  .max(8_000, posChangeMessages.badCursor)
  .regex(/^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/, posChangeMessages.badCursor);

/** `GET /api/pos/changes?since=<cursor>`. */
export const PosChangesQuery = z.object({ since: PosCursor });
export type PosChangesQuery = z.infer<typeof PosChangesQuery>;

/**
 * What changed for the till since the cursor: `changed` holds the preload entry of every product
 * whose entry may differ (received, edited, repriced, sold, returned, archived...), `removed` the
 * ids of products that no longer have an entry (nothing left to sell, lot deleted). `cursor` is
 * the next `since`. `reset`: the cursor is unknown (another database) or too far behind
 * (maxChangedProducts); `changed` and `removed` are empty and the client loads the whole preload.
 */
export const PosChangesResponse = z.object({
  cursor: z.string(),
  reset: z.boolean(),
  changed: z.array(PosProduct),
  removed: z.array(z.number()),
});
export type PosChangesResponse = z.infer<typeof PosChangesResponse>;

/**
 * `GET /api/pos/lookup?code=` (or `barcode=`): a scan the till's copy missed, as scanned: a plain
 * barcode, a GS1 element string (GS as %1D) or a Digital Link. 404 when no product has stock under it.
 */
export const PosLookupQuery = z
  .object({ code: ScanCode.optional(), barcode: ScanCode.optional() })
  .refine((q) => q.code !== undefined || q.barcode !== undefined, posChangeMessages.badBarcode)
  .transform((q) => ({ code: (q.code ?? q.barcode)! }));
export type PosLookupQuery = z.input<typeof PosLookupQuery>;
