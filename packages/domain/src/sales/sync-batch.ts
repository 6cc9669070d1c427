import { z } from 'zod';
import { Sale, SaleCreateRequest } from './contracts.js';

/** At most this many sales per `POST /api/sales/batch` (the sync engine's batch size). */
export const maxSaleBatch = 50;

/** An offline sale as the till queued it: what `POST /api/sales` takes, with `offline: true`. */
export const OfflineSaleRequest = SaleCreateRequest.extend({ offline: z.literal(true) });
export type OfflineSaleRequest = z.input<typeof OfflineSaleRequest>;

/**
 * `POST /api/sales/batch`: the offline queue's sync (issue 5), offline sales only (an online sale
 * goes to `POST /api/sales`; a batch holding one answers 400). Each sale is what `POST /api/sales`
 * takes, with the same promise: a clientSaleId already stored answers that sale (created: false)
 * and stores nothing. Sales are written in the order given.
 */
export const SaleBatchRequest = z.object({ sales: z.array(OfflineSaleRequest).min(1).max(maxSaleBatch) });
export type SaleBatchRequest = z.input<typeof SaleBatchRequest>;

/**
 * The answer, one slot per sale, matched by position: the stored sale, or why it was refused
 * (status and message as `POST /api/sales` would have answered, e.g. 404 for a lot not the
 * tenant's); a refused sale never hides the others.
 */
export const SaleBatchResponse = z.array(
  z.union([
    z.object({ ok: z.literal(true), created: z.boolean(), sale: Sale }),
    z
      .object({
        ok: z.literal(false),
        status: z.number(),
        code: z.string(),
        message: z.string(),
        error: z.string().optional(),
      })
      // The error's own fields (productName, availableUnits, ...) as POST /api/sales answers them.
      .catchall(z.unknown()),
  ]),
);
export type SaleBatchResponse = z.infer<typeof SaleBatchResponse>;
