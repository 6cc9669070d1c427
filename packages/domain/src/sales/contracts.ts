import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { BodyId, SafeMultilineString, SafeString } from '../common/bounds.js';
import { isIsoDate } from '../inventory/expiry.js';
import { saleReferencePattern } from './reference.js';
import { salesMessages } from './messages.js';
export { salesMessages, salesMessageTemplates } from './messages.js';

export const paymentMethods = ['cash', 'card', 'debit', 'digital_wallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const saleStatuses = ['completed', 'partially_returned', 'returned'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

const m = salesMessages;

export const SaleItemInput = z.object({
  inventoryId: BodyId(),
  quantity: z.number().int().min(1, m.quantityMin).max(1_000_000),
  unitType: z.enum(['unit', 'box']),
});
export type SaleItemInput = z.infer<typeof SaleItemInput>;

/**
 * `POST /api/sales`. `clientSaleId` makes the call idempotent: the same id twice stores one sale.
 * `saleId` is the reference the till showed while the sale was rung up (SALE-...), kept by the
 * server unless another sale of the tenant holds it; offline sales add `offline: true`, `soldAt`
 * and a `saleId` (the till's, or OFFLINE-<timestamp> from the offline page) (DESIGN §5).
 */
export const SaleCreateRequest = z.object({
  clientSaleId: z.uuid(),
  items: z.array(SaleItemInput).min(1, m.emptyCart).max(500),
  paymentMethod: z.enum(paymentMethods).default('cash'),
  taxRate: z.number().min(0, m.taxRange).max(100, m.taxRange).default(0),
  saleId: z.string().regex(saleReferencePattern).optional(),
  offline: z.boolean().optional(),
  soldAt: z.iso.datetime({ offset: true }).optional(),
  customerName: SafeString().trim().max(200).optional(),
});
export type SaleCreateRequest = z.input<typeof SaleCreateRequest>;

export const SaleLine = z.object({
  id: z.number(),
  inventoryId: z.number(),
  productId: z.number(),
  productName: z.string(),
  barcode: z.string().nullable(),
  quantity: z.number(),
  unitType: z.enum(['unit', 'box']),
  unitPrice: z.string(),
  totalPrice: z.string(),
  returnedQuantity: z.number(),
  inventory: z.object({ product: z.object({ name: z.string() }) }),
  /** The sold lot's batch, when it has one (printed on the receipt). */
  batchNumber: z.string().optional(),
});
export type SaleLine = z.infer<typeof SaleLine>;

/**
 * Units an offline sale sold that no lot held: the lot was clamped at 0 and the shortfall recorded
 * as an offline_discrepancy movement the owner sees (DESIGN §5).
 */
export const SaleDiscrepancy = z.object({
  saleItemId: z.number(),
  inventoryId: z.number(),
  productId: z.number(),
  productName: z.string(),
  units: z.number(),
});
export type SaleDiscrepancy = z.infer<typeof SaleDiscrepancy>;

/** A customer return made against a sale: the goods' value, the tax given back, its lines. */
export const SaleReturnRecord = z.object({
  id: z.number(),
  createdAt: z.string(),
  amount: z.string(),
  tax: z.string(),
  items: z.array(z.object({ saleItemId: z.number(), quantity: z.number(), amount: z.string(), reason: z.string() })),
});
export type SaleReturnRecord = z.infer<typeof SaleReturnRecord>;

/**
 * A sale as `POST /api/sales` (201 new, 200 for a repeated clientSaleId), `GET /api/sales[/{id}]`
 * answer it. `returnedTotal` is what its returns gave back (goods and tax), `netTotal` the total
 * less that (saleNetOf).
 */
export const Sale = z.object({
  id: z.number(),
  saleId: z.string(),
  clientSaleId: z.string(),
  createdAt: z.string(),
  soldAt: z.string(),
  paymentMethod: z.enum(paymentMethods),
  status: z.enum(saleStatuses),
  subtotal: z.string(),
  taxRate: z.string(),
  tax: z.string(),
  total: z.string(),
  offline: z.boolean(),
  customerName: z.string().nullable(),
  itemCount: z.number(),
  items: z.array(SaleLine),
  discrepancies: z.array(SaleDiscrepancy),
  returnedTotal: z.string(),
  netTotal: z.string(),
  returns: z.array(SaleReturnRecord),
});
export type Sale = z.infer<typeof Sale>;

export const SaleList = z.array(Sale);

/** Sales in one answer of `GET /api/sales`: a page of the history, newest first. */
export const salesPageSize = 50;

/**
 * A page of the sales history: at most `salesPageSize` sales, newest sold first (then newest id),
 * and `nextCursor`, the opaque token of the page after it (null on the last page).
 */
export const SalePage = z.object({ sales: z.array(Sale), nextCursor: z.string().nullable() });
export type SalePage = z.infer<typeof SalePage>;

export const InsufficientStockResponse = z.object({
  message: z.string(),
  code: z.literal('insufficient_stock'),
  error: z.literal('insufficient_stock'),
  inventoryId: z.number(),
  productName: z.string(),
  availableUnits: z.number(),
  requestedUnits: z.number(),
});
export type InsufficientStockResponse = z.infer<typeof InsufficientStockResponse>;

const isoDay = z.string().refine(isIsoDate, 'Dates must be valid calendar dates (YYYY-MM-DD)');
/**
 * `GET /api/sales?from&to&cursor`: calendar days (inclusive) of soldAt, newest first; `cursor` is a
 * page's `nextCursor` (same filter), absent for the first page.
 */
export const SalesListQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: z.string().max(200).optional(),
});
export type SalesListQuery = z.infer<typeof SalesListQuery>;

/** `POST /api/returns`: quantities are clamped to what was sold minus what was already returned. */
export const ReturnCreateRequest = z
  .object({
    saleId: BodyId(),
    ...clientRequestField,
    items: z
      .array(
        z.object({
          saleItemId: BodyId(),
          quantity: z.number().int().min(0),
          reason: SafeMultilineString().trim().max(500).default(''),
        }),
      )
      .max(500),
  })
  .superRefine((value, ctx) => {
    const chosen = value.items.filter((item) => item.quantity > 0);
    if (chosen.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: m.returnNothing });
    else if (chosen.some((item) => !item.reason))
      ctx.addIssue({ code: 'custom', path: ['items'], message: m.returnReason });
  });
export type ReturnCreateRequest = z.input<typeof ReturnCreateRequest>;

export const ReturnCreateResponse = z.object({
  id: z.number(),
  saleId: z.number(),
  /** Value of the returned goods before tax (revenue is net of it). */
  amount: z.string(),
  /** Tax given back with them. */
  tax: z.string(),
  createdAt: z.string(),
  items: z.array(
    z.object({
      saleItemId: z.number(),
      quantity: z.number(),
      units: z.number(),
      amount: z.string(),
      reason: z.string(),
    }),
  ),
  sale: Sale,
});
export type ReturnCreateResponse = z.infer<typeof ReturnCreateResponse>;
