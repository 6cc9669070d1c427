import { z } from 'zod';
import { TransferPaymentEntry } from '../transfers/contracts.js';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { reorderMessages } from '../reorder/messages.js';
import { supplierMessages } from './messages.js';
export { supplierMessages } from './messages.js';

const m = supplierMessages;

const required = (message: string, max = 200) => SafeString({ error: message }).trim().min(1, message).max(max);

/** A supplier's lead time in whole days, 0..365 (the reorder suggestion covers it too). */
export const LeadDays = z
  .union([z.number(), z.string()], { error: reorderMessages.leadDays })
  .transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value))
  .pipe(
    z
      .number({ error: reorderMessages.leadDays })
      .int(reorderMessages.leadDays)
      .min(0, reorderMessages.leadDays)
      .max(365, reorderMessages.leadDays),
  );

/** `PUT /api/suppliers/{id}/lead-days` (lane reorder): the supplier's lead time. */
export const SupplierLeadDaysRequest = z.object({ leadDays: LeadDays });
export type SupplierLeadDaysRequest = z.input<typeof SupplierLeadDaysRequest>;

/** `POST /api/suppliers` (Add Supplier dialog). An empty e-mail or address is no e-mail or address. */
export const SupplierCreateRequest = z.object({
  name: required(m.companyNameRequired),
  contact: required(m.contactRequired),
  phone: required(m.phoneRequired, 50),
  email: SafeString()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email(m.invalidEmail).nullable()),
  address: SafeMultilineString()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  /** Days from ordering to the goods on the shelf (lane reorder, issue 31): 0..365, 3 when left out. */
  leadDays: LeadDays.optional(),
});
export type SupplierCreateRequest = z.input<typeof SupplierCreateRequest>;

/**
 * 409 of `POST /api/suppliers` when the tenant has a supplier whose name matches by
 * supplierNameKey ("MedSupply Co" and "MedSupply Co."): the existing one, to use instead.
 */
export const SupplierExistsResponse = z.object({
  message: z.string(),
  code: z.literal('supplier_exists'),
  error: z.literal('supplier_exists'),
  supplier: z.object({ id: z.number(), name: z.string() }),
});
export type SupplierExistsResponse = z.infer<typeof SupplierExistsResponse>;

/**
 * outstandingBalance (2-decimal string): orders - payments (original amounts) - approved returns;
 * below 0 is a credit the supplier owes the shop (docs/decisions/2026-11-22-supplier-money-and-expenses.md).
 */
/**
 * What a supplier that is a business on the network and the tenant owe each other through trades
 * (transfers and marketplace purchases), per currency: the same figures as Transfers' balances
 * (issue 26, one ledger per partner). `owes`: the tenant owes the supplier.
 */
export const SupplierNetworkBalance = z.object({
  currency: z.string(),
  type: z.enum(['owes', 'owed']),
  totalOutstanding: z.string(),
  pendingClaims: z.string(),
});
export type SupplierNetworkBalance = z.infer<typeof SupplierNetworkBalance>;

/**
 * A supplier of the tenant. outstandingBalance is what its invoices (received orders) still owe;
 * a supplier linked to a business on the network (partnerId) also has its trade balances there.
 */
export const Supplier = z.object({
  id: z.number(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  leadDays: z.number(),
  outstandingBalance: z.string(),
  partnerId: z.number().nullable(),
  networkBalances: z.array(SupplierNetworkBalance),
});
export type Supplier = z.infer<typeof Supplier>;
export const SupplierList = z.array(Supplier);

/**
 * orderId is the supplier's invoice reference; id is ours. total and amountDue are 2-decimal
 * strings: amountDue is what the order still owes (total - approved returns - what payments settled).
 */
export const Order = z.object({
  id: z.number(),
  orderId: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  total: z.string(),
  amountDue: z.string(),
  isPaid: z.boolean(),
  createdAt: z.string(),
  description: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;
export const OrderList = z.array(Order);

/** A trade with a supplier on the network: goods it sent (in) or the tenant sent it (out). */
export const SupplierNetworkTrade = z.object({
  transferId: z.number(),
  direction: z.enum(['in', 'out']),
  status: z.enum(['pending', 'accepted', 'declined']),
  currency: z.string(),
  totalCost: z.string(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type SupplierNetworkTrade = z.infer<typeof SupplierNetworkTrade>;

/**
 * The detail panel. For a supplier on the network, its latest trades and payments either way (the
 * same rows as Transfers: one ledger per partner); empty for the others.
 */
export const SupplierDetail = Supplier.extend({
  totalOrders: z.number(),
  recentOrders: z.array(Order),
  networkTrades: z.array(SupplierNetworkTrade),
  networkPayments: z.array(TransferPaymentEntry),
});
export type SupplierDetail = z.infer<typeof SupplierDetail>;

/** One product line of an order: quantity in boxes, cost per box. */
export const OrderItem = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  barcode: z.string(),
  quantity: z.number(),
  unitsPerBox: z.number(),
  returnedQuantity: z.number(),
  costPrice: z.string(),
  expiryDate: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderDetails = Order.extend({ items: z.array(OrderItem) });
export type OrderDetails = z.infer<typeof OrderDetails>;
