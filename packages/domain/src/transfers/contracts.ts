import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { BodyId, SafeMultilineString, SafeString, maxAmount, maxLotUnits } from '../common/bounds.js';
import { messages } from '../common/messages.js';
import { formatAmount } from '../common/money.js';
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
 * What one partner and the caller owe each other, netted (spec part 2 §3 "Balance"): `owes` when
 * the caller owes, `owed` when the partner does. fromUserId owes toUserId; senderName names the
 * business owed (it sent the goods), recipientName the one that owes.
 */
export const TransferBalance = z.object({
  type: z.enum(['owes', 'owed']),
  totalOutstanding: z.string(),
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

/** A payment amount: more than 0, 2 decimals, within NUMERIC(14,2); answered "12.50". */
const PaymentAmount = z.coerce
  .number({ error: expenseMessages.amountPositive })
  .gt(0, expenseMessages.amountPositive)
  .max(maxAmount, expenseMessages.amountPositive)
  .transform((value) => formatAmount(value))
  .refine((value) => value !== '0.00', expenseMessages.amountPositive);

/** `POST /api/transfer-payments` (spec part 2 §3 "Payment payload"): always cash. */
export const TransferPaymentRequest = z.object({
  ...clientRequestField,
  fromUserId: BodyId(),
  toUserId: BodyId(),
  amount: PaymentAmount,
  paymentMethod: z.literal('cash', { error: m.paymentMethodCash }).default('cash'),
  notes: Notes,
});
export type TransferPaymentRequest = z.input<typeof TransferPaymentRequest>;
export type TransferPaymentValues = z.output<typeof TransferPaymentRequest>;

/** A recorded payment and what is still owed after it. */
export const TransferPayment = z.object({
  id: z.number(),
  fromUserId: z.number(),
  toUserId: z.number(),
  amount: z.string(),
  paymentMethod: z.literal('cash'),
  notes: z.string().nullable(),
  createdAt: z.string(),
  totalOutstanding: z.string(),
});
export type TransferPayment = z.infer<typeof TransferPayment>;
