import { z } from 'zod';
import { formatAmount } from '../common/money.js';
import { isIsoDate } from './expiry.js';
import { inventoryMessages as m } from './messages.js';

/** Largest id a PostgreSQL integer column holds. */
const maxId = 2_147_483_647;
/** Largest amount NUMERIC(14,2) holds. */
const maxAmount = 999_999_999_999.99;

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

/** A price per box, 0 or more, answered as a 2-decimal string ("12.50"). */
export function Price(negativeMessage: string) {
  return z.coerce
    .number({ error: m.priceNumber })
    .min(0, negativeMessage)
    .max(maxAmount, m.priceMax)
    .transform((value) => formatAmount(value));
}

/** A calendar date "YYYY-MM-DD"; a full ISO timestamp is cut to its date. */
export const ExpiryDate = z
  .string({ error: m.expiryDateRequired })
  .trim()
  .min(1, m.expiryDateRequired)
  .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
  .refine(isIsoDate, m.expiryDateInvalid);

/** The supplier's invoice reference; a number is taken as its text. */
export const OrderRef = z
  .union([z.string(), z.number()], { error: m.orderIdRequired })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, m.orderIdRequired).max(100));

/** A row id in a request body; `message` when missing or not an id. */
export function RowId(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(maxId, message);
}

export const ProductName = z.string({ error: m.productNameRequired }).trim().min(1, m.productNameRequired).max(200);
export const Barcode = z.string({ error: m.barcodeRequired }).trim().min(1, m.barcodeRequired).max(100);

/** Cost and retail price per box, shared by receiving, editing and drafts. */
export const costRetailFields = {
  costPrice: Price(m.costPriceNegative),
  retailPrice: Price(m.retailPriceNegative),
};
