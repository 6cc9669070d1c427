import { z } from 'zod';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { clientRequestField } from '../common/client-request.js';
import { Barcode, ExpiryDate } from '../inventory/fields.js';
import { recallActions } from './actions.js';
import { recallMessages as m } from './messages.js';

/** Most recalls one list answer holds (newest first). */
export const recallListLimit = 100;

/**
 * `POST /api/recalls`: a recall of one batch of the caller's own stock, by GTIN (the product's
 * barcode) and batch number, optionally one expiry date; the reason and what holders must do.
 * A supplier recalls what it sold; a shop records a notice it heard of (a regulator's). Either way
 * it follows the batch through the caller's transfers to every business that received it.
 */
export const RecallCreateRequest = z.object({
  ...clientRequestField,
  barcode: Barcode,
  batchNumber: SafeString({ error: m.batchRequired }).trim().min(1, m.batchRequired).max(100),
  // Optional: a blank field (the form's empty date) is no expiry.
  expiryDate: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), ExpiryDate.nullish())
    .transform((value) => value ?? null),
  reason: SafeMultilineString({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(1000),
  action: z.enum(recallActions, { error: m.actionRequired }),
});
export type RecallCreateRequest = z.input<typeof RecallCreateRequest>;
export type RecallCreateValues = z.output<typeof RecallCreateRequest>;

/** One business a recall reached, as its issuer sees it: units received, still held, returned. */
export const RecallReach = z.object({
  businessName: z.string(),
  unitsReceived: z.number(),
  unitsHeld: z.number(),
  unitsReturned: z.number(),
});
export type RecallReach = z.infer<typeof RecallReach>;

/**
 * A recall as its holder reads it: `own` (issued or recorded by this business: `reach` lists the
 * businesses it reached) or `received` (reached through the network: `fromName` issued it,
 * `unitsReceived` came to this business). `unitsHeld`: units of the batch this business still holds.
 */
export const Recall = z.object({
  id: z.number(),
  origin: z.enum(['own', 'received']),
  fromName: z.string().nullable(),
  productId: z.number().nullable(),
  productName: z.string(),
  barcode: z.string(),
  batchNumber: z.string(),
  expiryDate: z.string().nullable(),
  reason: z.string(),
  action: z.enum(recallActions),
  unitsReceived: z.number().nullable(),
  unitsHeld: z.number(),
  /** The lots of the batch this business holds (live, with units): what "Return recalled stock" returns. */
  lots: z.array(
    z.object({
      inventoryId: z.number(),
      expiryDate: z.string(),
      units: z.number(),
      /** The accepted transfer that brought the lot (null: the business's own stock). */
      transferId: z.number().nullable(),
    }),
  ),
  reach: z.array(RecallReach),
  createdAt: z.string(),
});
export type Recall = z.infer<typeof Recall>;

export const RecallList = z.object({ items: z.array(Recall) });
export type RecallList = z.infer<typeof RecallList>;
