import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { BodyId, EntityId, SafeMultilineString, SafeString, maxLotUnits } from '../common/bounds.js';
import { currencyCodes } from '../common/currency.js';
import { messages } from '../common/messages.js';
import { MoneyField } from '../common/money-input.js';
import { expenseMessages } from '../expenses/messages.js';
import { inventoryMessages } from '../inventory/messages.js';
import { transferMessages as m } from './messages.js';

export const transferStatuses = ['pending', 'accepted', 'declined'] as const;
export type TransferStatus = (typeof transferStatuses)[number];
/** Most lines one transfer carries. */
export const maxTransferItems = 200;

const Notes = SafeMultilineString()
  .trim()
  .max(1000)
  .nullish()
  .transform((value) => value || null);

/** One line of a transfer being sent: a lot of the sender's and units, 1..what it holds. */
export const TransferItemRequest = z.object({
  inventoryId: BodyId(),
  quantity: z
    .number({ error: inventoryMessages.quantityMin })
    .int(inventoryMessages.quantityWhole)
    .min(1, inventoryMessages.quantityMin)
    .max(maxLotUnits, inventoryMessages.quantityMax),
});

/**
 * `POST /api/transfers` (spec part 2 §3 "Create payload"): the recipient by e-mail, lines of the
 * sender's lots in units (the same lot at most once), notes.
 */
export const TransferCreateRequest = z.object({
  ...clientRequestField,
  toUserEmail: SafeString({ error: m.recipientRequired })
    .trim()
    .min(1, m.recipientRequired)
    .max(254, messages.invalidEmail)
    .pipe(z.email(messages.invalidEmail)),
  items: z
    .array(TransferItemRequest, { error: m.itemsRequired })
    .min(1, m.itemsRequired)
    .max(maxTransferItems, m.tooManyItems)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.inventoryId))
          ctx.addIssue({ code: 'custom', path: [index, 'inventoryId'], message: m.itemTwice });
        seen.add(item.inventoryId);
      });
    }),
  notes: Notes,
});
export type TransferCreateRequest = z.input<typeof TransferCreateRequest>;
export type TransferCreateValues = z.output<typeof TransferCreateRequest>;

// TransferReviewRequest is in receive.ts (the review's receiving terms, issue 26).

/**
 * A line of a transfer (spec part 2 §3 "Transfer item"): units, packaging and prices per box as
 * sent; costPrice is what the transfer charges per box (the sender's cost between retailers).
 * inventoryId is the caller's own lot: the sender's source lot, or the recipient's lot once
 * accepted (else null); supplierId is the sender's supplier, shown to the sender only.
 */
export const TransferItem = z.object({
  id: z.number(),
  inventoryId: z.number().nullable(),
  productName: z.string(),
  barcode: z.string(),
  category: z.string(),
  quantity: z.number(),
  unitsPerBox: z.number(),
  costPrice: z.string(),
  retailPrice: z.string(),
  expiryDate: z.string(),
  supplierId: z.number().nullable(),
  totalItemCost: z.string(),
  /** The line's total in the transfer's currency (the same as totalItemCost, the spec's name). */
  lineTotal: z.string(),
});
export type TransferItem = z.infer<typeof TransferItem>;

/** A transfer as the lists and the detail dialog show it (spec part 2 §3 "Transfer"). */
export const Transfer = z.object({
  id: z.number(),
  fromUserId: z.number(),
  toUserId: z.number(),
  senderName: z.string(),
  senderEmail: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  status: z.enum(transferStatuses),
  /** The trade's currency, the sender's: every amount of the transfer is in it, on both sides. */
  currency: z.string(),
  totalCost: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(TransferItem),
});
export type Transfer = z.infer<typeof Transfer>;
export const TransferList = z.array(Transfer);

/** A business the sender may pick (email plus business name). */
export const TransferPartner = z.object({ id: z.number(), email: z.string(), businessName: z.string() });
export type TransferPartner = z.infer<typeof TransferPartner>;
export const TransferPartnerList = z.array(TransferPartner);

/**
 * What one partner and the caller owe each other in one currency, netted (spec part 2 §3
 * "Balance"; two currencies are never netted): `owes` when the caller owes, `owed` when the
 * partner does. fromUserId owes toUserId; senderName names the business owed (it sent the goods),
 * recipientName the one that owes. totalOutstanding counts confirmed payments only; pendingClaims
 * is what the debtor says it paid and the creditor has not confirmed yet (payable: the difference).
 */
export const TransferBalance = z.object({
  type: z.enum(['owes', 'owed']),
  currency: z.string(),
  totalOutstanding: z.string(),
  pendingClaims: z.string(),
  senderName: z.string(),
  recipientName: z.string(),
  fromUserId: z.number(),
  toUserId: z.number(),
  partnerId: z.number(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  lastTransferDate: z.string().nullable(),
});
export type TransferBalance = z.infer<typeof TransferBalance>;
export const TransferBalanceList = z.array(TransferBalance);

/**
 * A payment amount: more than 0, at most 2 decimals, within NUMERIC(14,2) (the shared money rules:
 * true, "0x10", "1e2" and 12.345 are refused, never rounded); answered "12.50".
 */
const PaymentAmount = MoneyField({
  messages: {
    number: expenseMessages.amountNumber,
    required: expenseMessages.amountRequired,
    negative: expenseMessages.amountPositive,
    zero: expenseMessages.amountPositive,
    max: expenseMessages.amountMax,
  },
  positive: true,
});

/**
 * `POST /api/transfer-payments` (spec part 2 §3 "Payment payload"): always cash, in the currency
 * of the balance it pays (may be left out when the pair owes each other in one currency only).
 * Recorded by the debtor it is a claim (`pending`) until the creditor confirms it; recorded by the
 * creditor it counts at once.
 */
export const TransferPaymentRequest = z.object({
  ...clientRequestField,
  fromUserId: BodyId(),
  toUserId: BodyId(),
  amount: PaymentAmount,
  currency: z.enum(currencyCodes, { error: m.paymentCurrencyInvalid }).optional(),
  paymentMethod: z.literal('cash', { error: m.paymentMethodCash }).default('cash'),
  notes: Notes,
});
export type TransferPaymentRequest = z.input<typeof TransferPaymentRequest>;
export type TransferPaymentValues = z.output<typeof TransferPaymentRequest>;

export const transferPaymentStatuses = ['pending', 'confirmed', 'rejected'] as const;
export type TransferPaymentStatus = (typeof transferPaymentStatuses)[number];

/**
 * A payment between two businesses, as either side lists it: fromUserId paid toUserId; `pending`
 * (the debtor's claim, not counted yet), `confirmed` (counted) or `rejected` (with the creditor's
 * reason). recordedBy: the business that recorded it; partnerName: the other side's name.
 */
export const TransferPaymentEntry = z.object({
  id: z.number(),
  fromUserId: z.number(),
  toUserId: z.number(),
  partnerId: z.number(),
  partnerName: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(transferPaymentStatuses),
  paymentMethod: z.literal('cash'),
  notes: z.string().nullable(),
  recordedBy: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type TransferPaymentEntry = z.infer<typeof TransferPaymentEntry>;
export const TransferPaymentList = z.array(TransferPaymentEntry);

/**
 * The answer of recording, confirming or rejecting a payment: the payment, what is still owed that
 * way in its currency (confirmed payments only) and the claims still waiting.
 */
export const TransferPayment = TransferPaymentEntry.extend({
  totalOutstanding: z.string(),
  pendingClaims: z.string(),
});
export type TransferPayment = z.infer<typeof TransferPayment>;

/** `GET /api/transfer-payments?status=&partnerId=`: the caller's payments both ways, newest first. */
export const TransferPaymentQuery = z.object({
  status: z.enum(transferPaymentStatuses, { error: m.paymentStatusInvalid }).optional(),
  partnerId: EntityId().optional(),
});
export type TransferPaymentQuery = z.infer<typeof TransferPaymentQuery>;

/** `POST /api/transfer-payments/{id}/reject`: the creditor says why the claimed cash did not come. */
export const TransferPaymentRejectRequest = z.object({
  reason: SafeMultilineString({ error: m.rejectReasonRequired })
    .trim()
    .min(1, m.rejectReasonRequired)
    .max(500, m.rejectReasonTooLong),
});
export type TransferPaymentRejectRequest = z.input<typeof TransferPaymentRejectRequest>;
