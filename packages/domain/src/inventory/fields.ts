import { z } from 'zod';
import { boundsMessages, EntityId, fitsAmount, maxLotUnits, SafeString } from '../common/bounds.js';
import { MoneyField } from '../common/money-input.js';
import { multiply, toMinor } from '../common/money.js';
import { isIsoDate } from './expiry.js';
import { inventoryMessages as m } from './messages.js';

/** A whole number from a JSON number or a numeric string (form inputs), with the spec's messages. */
function wholeNumber(text: { min: string; whole: string; max: string }, max: number) {
  return z.coerce.number({ error: text.min }).int(text.whole).min(1, text.min).max(max, text.max);
}

/** Boxes received or on hand: at least 1. At most 100,000 boxes, so units stay in an integer column. */
export const QuantityBoxes = wholeNumber({ min: m.quantityMin, whole: m.quantityWhole, max: m.quantityMax }, 100_000);

export const UnitsPerBox = wholeNumber(
  { min: m.unitsPerBoxMin, whole: m.unitsPerBoxWhole, max: m.unitsPerBoxMax },
  10_000,
);

/**
 * A price per box, 0 or more, at most 2 decimals (the shared money rules), answered "12.50"; an
 * empty field counts as 0 (spec part 2 §5).
 */
export function Price(negativeMessage: string) {
  return MoneyField({ messages: { number: m.priceNumber, negative: negativeMessage, max: m.priceMax }, blankAs: 0 });
}

/** A calendar date "YYYY-MM-DD"; a full ISO timestamp is cut to its date. */
export const ExpiryDate = z
  .string({ error: m.expiryDateRequired })
  .trim()
  .min(1, m.expiryDateRequired)
  .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
  .refine(isIsoDate, m.expiryDateInvalid);

/**
 * The maker's batch (lot) number as printed on the pack or read from its GS1 code (AI 10): optional,
 * single-line, at most 40 characters (GS1 allows 20; printed batches carry spaces and dashes). Blank
 * is no batch (null), so a lot without one works as before.
 */
export const BatchNumber = SafeString()
  .trim()
  .max(40, m.batchNumberTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** The supplier's invoice reference; a number is taken as its text. */
export const OrderRef = z
  .union([z.string(), z.number()], { error: m.orderIdRequired })
  .transform((value) => String(value).trim())
  .pipe(SafeString().min(1, m.orderIdRequired).max(100));

/** A row id in a request body; `message` when missing or not an id. */
export function RowId(message: string) {
  return EntityId(message);
}

export const ProductName = SafeString({ error: m.productNameRequired }).trim().min(1, m.productNameRequired).max(200);
export const Barcode = SafeString({ error: m.barcodeRequired }).trim().min(1, m.barcodeRequired).max(100);

/** Cost and retail price per box, shared by receiving, editing and drafts. */
export const costRetailFields = {
  costPrice: Price(m.costPriceNegative),
  retailPrice: Price(m.retailPriceNegative),
};

/**
 * A receipt line must fit what the database holds: boxes × units per box at most a lot (10,000,000
 * units), boxes × cost per box at most NUMERIC(14,2) (the order's line total). Example: 1,000 boxes
 * at 999,999,999,999.99 answers boundsMessages.totalTooLarge at costPrice.
 */
export function receiptWithinBounds(
  value: { quantity: number; unitsPerBox: number; costPrice: string },
  context: z.RefinementCtx,
) {
  // zod runs this even when a field failed its own rules: then that field's issue is enough.
  const { quantity, unitsPerBox, costPrice } = value;
  if (!Number.isSafeInteger(quantity) || !Number.isSafeInteger(unitsPerBox)) return;
  if (quantity * unitsPerBox > maxLotUnits) {
    context.addIssue({ code: 'custom', path: ['quantity'], message: boundsMessages.lotTooLarge });
  }
  if (typeof costPrice !== 'string' || !/^\d{1,12}\.\d{2}$/.test(costPrice)) return;
  if (!fitsAmount(multiply(toMinor(costPrice), quantity))) {
    context.addIssue({ code: 'custom', path: ['costPrice'], message: boundsMessages.totalTooLarge });
  }
}
