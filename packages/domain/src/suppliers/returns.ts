import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { MoneyField } from '../common/money-input.js';
import { fromMinor, multiply, toMinor } from '../common/money.js';
import { supplierReturnMessages } from './messages.js';
export { supplierReturnMessages, lotShortTemplate } from './messages.js';

/** Where a return to a supplier comes from (spec part 1 §3 "Supplier return", field `type`). */
export const returnSourceTypes = ['supplier_order', 'transfer'] as const;
export type ReturnSourceType = (typeof returnSourceTypes)[number];
/** Why goods go back (field `returnType`, spec part 1 §9 "Return types"). */
export const returnReasonTypes = ['defective', 'expired', 'wrong_item', 'excess', 'damaged', 'other'] as const;
export type ReturnReasonType = (typeof returnReasonTypes)[number];
export const returnStatuses = ['pending', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
/** What the shop records of the supplier's answer (docs/decisions/2026-11-22-supplier-money-and-expenses.md). */
export const returnDecisions = ['approve', 'reject', 'refunded'] as const;
export type ReturnDecision = (typeof returnDecisions)[number];

const m = supplierReturnMessages;

/** Boxes of an order line that can still go back: received minus returned. Example: 5 received, 2 returned -> 3. */
export function remainingToReturn(quantity: number, returnedQuantity: number): number {
  return Math.max(0, quantity - returnedQuantity);
}

/** True when `quantity` is a whole number between 1 and what remains (else "Invalid Quantity"). */
export function isReturnableQuantity(quantity: number, remaining: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= remaining;
}

/** A return's value: quantity x unit price, to the cent. returnValue('2.35', 3) = '7.05'. */
export function returnValue(unitPrice: string, quantity: number): string {
  return fromMinor(multiply(toMinor(unitPrice), quantity));
}

export type DecisionOutcome =
  | { outcome: 'apply'; next: ReturnStatus }
  | { outcome: 'unchanged' }
  | { outcome: 'refused'; message: string; code: RefusedDecision };

/** The error code of a refused decision (its text is the message). */
export type RefusedDecision =
  | 'refund_needs_approval'
  | 'return_already_approved'
  | 'return_already_refunded'
  | 'return_already_rejected';
const refused = (code: RefusedDecision, message: string): DecisionOutcome => ({ outcome: 'refused', message, code });

const target: Record<ReturnDecision, ReturnStatus> = { approve: 'approved', reject: 'rejected', refunded: 'refunded' };

/**
 * Decisions go forward only: pending -> approved | rejected, approved -> refunded. Repeating a
 * decision already taken (approve on an approved or refunded return, reject on a rejected one,
 * refunded on a refunded one) changes nothing. Example: decide('approved', 'reject') is refused.
 */
export function decide(status: ReturnStatus, decision: ReturnDecision): DecisionOutcome {
  const next = target[decision];
  if (status === next || (status === 'refunded' && decision === 'approve')) return { outcome: 'unchanged' };
  if (status === 'pending' && (decision === 'approve' || decision === 'reject')) return { outcome: 'apply', next };
  if (status === 'approved' && decision === 'refunded') return { outcome: 'apply', next };
  if (decision === 'refunded') return refused('refund_needs_approval', m.refundNeedsApproval);
  if (status === 'approved') return refused('return_already_approved', m.alreadyApproved);
  if (status === 'refunded') return refused('return_already_refunded', m.alreadyRefunded);
  return refused('return_already_rejected', m.alreadyRejected);
}

const maxId = 2_147_483_647;
const Id = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(maxId, message);
/** An optional id from a form: "", null and 0 mean none. */
const OptionalId = z.preprocess(
  (value) => (value === '' || value === null || value === 0 ? undefined : value),
  Id().optional(),
);
const Reason = SafeMultilineString({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500);

/** `POST /api/supplier-returns` from an order's details: boxes of one order line, approved at once. */
export const OrderItemReturnRequest = z.object({
  ...clientRequestField,
  orderId: Id(),
  itemId: Id(),
  productName: SafeString().max(200).optional(),
  barcode: SafeString().max(100).nullish(),
  quantity: z.coerce
    .number({ error: m.invalidQuantity })
    .int(m.invalidQuantity)
    .min(1, m.invalidQuantity)
    .max(100_000, m.invalidQuantity),
  // The client's copy of the line's cost per box; the server prices the return from the line itself.
  costPrice: z.union([z.string(), z.number()]).optional(),
  reason: Reason,
});
export type OrderItemReturnRequest = z.input<typeof OrderItemReturnRequest>;

/** `POST /api/supplier-returns` from the Returns page: units of one lot, pending until decided. */
export const SupplierReturnCreateRequest = z.object({
  ...clientRequestField,
  type: z.enum(returnSourceTypes).default('supplier_order'),
  orderId: OptionalId,
  transferId: OptionalId,
  inventoryId: Id(m.itemRequired),
  productId: OptionalId,
  supplierId: OptionalId,
  quantity: z.coerce
    .number({ error: m.quantityMin })
    .int(m.quantityMin)
    .min(1, m.quantityMin)
    .max(1_000_000, m.quantityMin)
    .default(1),
  returnReason: Reason,
  returnType: z.enum(returnReasonTypes).default('defective'),
  unitPrice: MoneyField({
    messages: { number: m.unitPriceRequired, required: m.unitPriceRequired, negative: m.unitPriceNegative },
    maxMinor: 99_999_999_999,
  }),
  notes: SafeMultilineString()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value || null),
});
export type SupplierReturnCreateRequest = z.input<typeof SupplierReturnCreateRequest>;

export type SupplierReturnInput =
  | ({ source: 'order' } & z.output<typeof OrderItemReturnRequest>)
  | ({ source: 'page' } & z.output<typeof SupplierReturnCreateRequest>);

/** True for the orders dialog's body (it names the order line); the Returns page names a lot. */
export function isOrderItemReturn(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'itemId' in body && body.itemId != null;
}

/**
 * Both bodies of `POST /api/supplier-returns`, told apart by `itemId` (decision record), each
 * validated by its own schema so every message is the spec's, not a union's "Invalid input".
 */
export const SupplierReturnRequest = z.unknown().transform((body, ctx): SupplierReturnInput => {
  const order = isOrderItemReturn(body);
  const parsed = (order ? OrderItemReturnRequest : SupplierReturnCreateRequest).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  }
  return order
    ? { source: 'order', ...(parsed.data as z.output<typeof OrderItemReturnRequest>) }
    : { source: 'page', ...(parsed.data as z.output<typeof SupplierReturnCreateRequest>) };
});

/** `POST /api/supplier-returns/{id}/decision`: the supplier's answer, recorded by the shop. */
export const ReturnDecisionRequest = z.object({
  decision: z.enum(returnDecisions, { error: m.decisionRequired }),
});
export type ReturnDecisionRequest = z.input<typeof ReturnDecisionRequest>;

/**
 * A return to a supplier (spec part 1 §3). quantity is in unitType (boxes from an order, units from
 * the Returns page), units in units; unitPrice per unitType; totalValue = quantity x unitPrice.
 * refundable: an approved return whose value is still a credit the supplier owes (not yet netted
 * by a later payment of its order), so Mark refunded is offered.
 */
export const SupplierReturn = z.object({
  id: z.number(),
  type: z.enum(returnSourceTypes),
  orderId: z.number().nullable(),
  orderRef: z.string().nullable(),
  orderItemId: z.number().nullable(),
  transferId: z.number().nullable(),
  inventoryId: z.number(),
  productId: z.number(),
  productName: z.string(),
  barcode: z.string(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  quantity: z.number(),
  unitType: z.enum(['unit', 'box']),
  units: z.number(),
  returnReason: z.string(),
  returnType: z.enum(returnReasonTypes),
  unitPrice: z.string(),
  totalValue: z.string(),
  returnDate: z.string(),
  notes: z.string().nullable(),
  status: z.enum(returnStatuses),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundable: z.boolean(),
  /**
   * A return of type transfer coming back to the caller, who sent the goods and decides it
   * (decisions/2026-11-28-consent.md); its ids are then the caller's own lot and product the goods
   * left. False for the caller's own returns.
   */
  incoming: z.boolean(),
  /** The business returning the goods (the caller itself for its own returns). */
  fromBusinessName: z.string(),
  /** True when the caller may decide it: its own return to a supplier, or one coming back to it. */
  decidable: z.boolean(),
});
export type SupplierReturn = z.infer<typeof SupplierReturn>;
export const SupplierReturnList = z.array(SupplierReturn);
