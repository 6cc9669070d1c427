import { z } from 'zod';
import { BodyId, SafeString, maxLotUnits } from '../common/bounds.js';
import { Product } from '../catalogue/contracts.js';
import { Price } from '../inventory/fields.js';
import { fillMessage } from '../common/message-template.js';
import { stockBelowZeroTemplate } from './messages.js';
export { stockBelowZeroTemplate } from './messages.js';

/**
 * The offline batching endpoints (spec part 1 §7, §9): up to 100 operations per call; the answer
 * is an array matched by position, each slot `{ ok: true, ... }` or `{ ok: false, error }`, so one
 * failure never hides the others.
 */
export const maxBatchOperations = 100;

/**
 * The till's queue (spec part 1 §9): an operation waits at most 500 ms for others to share its
 * call, a batch of 20 is sent at once, and a queued operation is tried at most 3 times.
 */
export const offlineQueue = { batchDelayMs: 500, maxBatchSize: 20, maxTries: 3 } as const;

export const batchOperationMessages = {
  itemNotFound: 'Inventory item not found.',
  productNotFound: 'Product not found.',
  belowZero: (availableUnits: number) => fillMessage(stockBelowZeroTemplate, { availableUnits }),
} as const;

const Failure = z.object({ ok: z.literal(false), error: z.string() });

/** The reason of a stock count made on a till (offline or not): the ledger line reads "offline count". */
export const offlineCountReason = 'offline_count';

/**
 * One stock change of the offline queue (spec part 1 §3 inventory_update, §7): quantityChange in
 * units (negative takes stock out), reason (default pos_sale). clientOperationId, the till's UUID
 * of the operation, makes it exactly-once: the same id again changes nothing and answers as the
 * first time did. countedUnits, on a count, is what was counted (the ledger line says it); the
 * change is the count less what the till's copy held, so sales of other tills meanwhile stay
 * (docs/decisions/2026-11-26-offline-counts.md).
 */
export const StockChangeRequest = z.object({
  quantityChange: z.number().int().min(-maxLotUnits).max(maxLotUnits),
  reason: SafeString().trim().min(1).max(100).default('pos_sale'),
  clientOperationId: z.uuid().optional(),
  countedUnits: z.number().int().min(0).max(maxLotUnits).optional(),
});
export type StockChangeRequest = z.input<typeof StockChangeRequest>;

/** `POST /api/inventory/batch-update`: stock changes, each a StockChangeRequest of lot `id`. */
export const InventoryBatchUpdateRequest = z.object({
  updates: z
    .array(StockChangeRequest.extend({ id: BodyId() }))
    .min(1)
    .max(maxBatchOperations),
});
export type InventoryBatchUpdateRequest = z.input<typeof InventoryBatchUpdateRequest>;

/** A stock change applied: the lot's units and whole boxes right after it. */
export const StockChangeResult = z.object({
  ok: z.literal(true),
  id: z.number(),
  availableUnits: z.number(),
  quantity: z.number(),
});
export type StockChangeResult = z.infer<typeof StockChangeResult>;

/** A refused change: code (error list) when it has one, and the lot's units on a below-0 refusal. */
export const StockChangeFailure = Failure.extend({
  id: z.number(),
  code: z.string().optional(),
  availableUnits: z.number().optional(),
});

export const InventoryBatchUpdateResponse = z.array(z.union([StockChangeResult, StockChangeFailure]));
export type InventoryBatchUpdateResponse = z.infer<typeof InventoryBatchUpdateResponse>;

/** `POST /api/products/batch-lookup`. */
export const ProductBatchLookupRequest = z.object({
  barcodes: z.array(SafeString().trim().min(1).max(100)).min(1).max(maxBatchOperations),
});
export type ProductBatchLookupRequest = z.input<typeof ProductBatchLookupRequest>;

/**
 * Stock of a product that may be sold now: the lot to sell first (FEFO) with its units and boxes,
 * and the units of all its lots that have not expired.
 */
export const BatchStock = z.object({
  inventoryId: z.number(),
  availableUnits: z.number(),
  totalAvailableUnits: z.number(),
  quantity: z.number(),
  retailPrice: z.string(),
  unitsPerBox: z.number(),
  expiryDate: z.string(),
});

/** A barcode no product has answers product null; a product with nothing to sell, stock null. */
export const ProductBatchLookupResponse = z.array(
  z.object({ ok: z.literal(true), barcode: z.string(), product: Product.nullable(), stock: BatchStock.nullable() }),
);
export type ProductBatchLookupResponse = z.infer<typeof ProductBatchLookupResponse>;

/** `POST /api/products/batch-price-update`: newPrice is the retail price per box of the product's lots. */
export const ProductBatchPriceUpdateRequest = z.object({
  updates: z
    .array(z.object({ productId: BodyId(), newPrice: Price('Price cannot be negative') }))
    .min(1)
    .max(maxBatchOperations),
});
export type ProductBatchPriceUpdateRequest = z.input<typeof ProductBatchPriceUpdateRequest>;

export const ProductBatchPriceUpdateResponse = z.array(
  z.union([
    z.object({ ok: z.literal(true), productId: z.number(), retailPrice: z.string(), updatedLots: z.number() }),
    Failure.extend({ productId: z.number() }),
  ]),
);
export type ProductBatchPriceUpdateResponse = z.infer<typeof ProductBatchPriceUpdateResponse>;
