import { z } from 'zod';
import { BodyId, maxAmount } from '../common/bounds.js';
import { formatAmount } from '../common/money.js';
import { maxTransferItems } from './contracts.js';
import { transferMessages } from './messages.js';
import { receiveMessages } from './receive-messages.js';
export { receiveMessages, receiveMessageTemplates } from './receive-messages.js';

const m = receiveMessages;
const ratePattern = /^\d{1,12}(\.\d{1,6})?$/;
const pricePattern = /^\d{1,12}(\.\d{1,2})?$/;

/** A number or decimal string as written ("1310", 1310, "0.5"); '' for what is no number. */
function decimalText(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value.trim();
}

/**
 * The buyer's currency per ONE unit of the seller's (1 USD = 1310 IQD: "1310"): above 0, at most
 * 6 decimals, a number or a decimal string; answered as the string written.
 */
export const ExchangeRate = z
  .union([z.string(), z.number()], { error: m.exchangeRateInvalid })
  .transform(decimalText)
  .refine((text) => ratePattern.test(text) && /[1-9]/.test(text), m.exchangeRateInvalid);

/** A retail price per box: at least 0.01, at most 2 decimals, within NUMERIC(14,2); answered "12.50". */
export const RetailPricePerBox = z
  .union([z.string(), z.number()], { error: m.retailPriceInvalid })
  .transform(decimalText)
  .refine((text) => pricePattern.test(text) && Number(text) >= 0.01 && Number(text) <= maxAmount, m.retailPriceInvalid)
  .transform((text) => formatAmount(text));

/** The retail price the buyer gives one received line (per box of what came). */
export const ReceivePrice = z.object({ itemId: BodyId(), retailPrice: RetailPricePerBox });

const ReceivePrices = z
  .array(ReceivePrice)
  .max(maxTransferItems)
  .superRefine((prices, ctx) => {
    const seen = new Set<number>();
    prices.forEach((price, index) => {
      if (seen.has(price.itemId)) ctx.addIssue({ code: 'custom', path: [index, 'itemId'], message: m.priceLineTwice });
      seen.add(price.itemId);
    });
  });

/**
 * How the buyer receives a trade: the rate when its currency differs from the trade's (else 400
 * `exchange_rate_required`; ignored when they are the same), and retail prices for the lines that
 * open a lot or fill an unset price (the others keep their lot's price: a price given for them is
 * ignored). Lines without a price take the suggested one (the receive plan's).
 */
const receiveTerms = { exchangeRate: ExchangeRate.optional(), prices: ReceivePrices.optional() };

/** `POST /api/transfers/{id}/review`: only the recipient, only a pending transfer. */
export const TransferReviewRequest = z.object({
  status: z.enum(['accepted', 'declined'], { error: transferMessages.statusRequired }),
  ...receiveTerms,
});
export type TransferReviewRequest = z.input<typeof TransferReviewRequest>;
export type TransferReviewValues = z.output<typeof TransferReviewRequest>;

/** `POST /api/marketplace/purchase-requests/{id}/receive`: the same terms; the body may be left out. */
export const PurchaseReceiveRequest = z.object(receiveTerms);
export type PurchaseReceiveRequest = z.input<typeof PurchaseReceiveRequest>;

/** What receiving needs of a review: the rate and the given prices. */
export type ReceiveTerms = z.output<typeof PurchaseReceiveRequest>;

/** A lot of the buyer's the line's units join: its packaging and price stay. */
export const ReceiveJoin = z.object({ lotId: z.number(), unitsPerBox: z.number(), retailPrice: z.string() });

/**
 * One line of a receive plan: what came (trade currency) and what receiving does with it. `joins`
 * names the buyer's live lot of that product and expiry; `asksPrice` is true for a new lot or a lot
 * whose retail price is unset (0), with `suggestedRetailPrice` (buyer's currency; null while a
 * needed rate is unknown) and `lastRetailPrice` (the shop's last one for the product, per box of
 * what came, or null).
 */
export const ReceivePlanLine = z.object({
  itemId: z.number(),
  productName: z.string(),
  barcode: z.string(),
  units: z.number(),
  unitsPerBox: z.number(),
  expiryDate: z.string(),
  boxPrice: z.string(),
  lineTotal: z.string(),
  joins: ReceiveJoin.nullable(),
  asksPrice: z.boolean(),
  lastRetailPrice: z.string().nullable(),
  suggestedRetailPrice: z.string().nullable(),
});
export type ReceivePlanLine = z.infer<typeof ReceivePlanLine>;

/**
 * `GET /api/transfers/{id}/receive-plan` and `GET /api/marketplace/purchase-requests/{id}/receive-plan`:
 * every line, its price and total in the trade's `currency`, the total, and whether a rate to the
 * buyer's currency is needed (`lastRate`: the buyer's last one for that pair).
 */
export const ReceivePlan = z.object({
  transferId: z.number(),
  senderName: z.string(),
  currency: z.string(),
  buyerCurrency: z.string(),
  needsRate: z.boolean(),
  lastRate: z.string().nullable(),
  defaultMarkupPercent: z.string(),
  total: z.string(),
  lines: z.array(ReceivePlanLine),
});
export type ReceivePlan = z.infer<typeof ReceivePlan>;
