import { z } from 'zod';
import { BodyId, SafeMultilineString, SafeString, maxLotUnits } from '../common/bounds.js';
import { inventoryMessages } from '../inventory/messages.js';
import { marketplaceMessages as m } from './messages.js';

export const marketplaceRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type MarketplaceRequestStatus = (typeof marketplaceRequestStatuses)[number];
/** Most lines one purchase request carries. */
export const maxPurchaseRequestItems = 200;

const Message = SafeMultilineString()
  .trim()
  .max(1000)
  .nullish()
  .transform((value) => value || null);

/** `GET /api/marketplace/join-requests?status=` and `/purchase-requests/supplier?status=`: all when absent. */
export const MarketplaceRequestQuery = z.object({ status: z.enum(marketplaceRequestStatuses).optional() });
export type MarketplaceRequestQuery = z.infer<typeof MarketplaceRequestQuery>;

/** A reply to a join request, or the rejection of a purchase request. */
export const RequestResponseBody = z.object({ responseMessage: Message });
export type RequestResponseBody = z.input<typeof RequestResponseBody>;

/** `POST /api/marketplace/request-access` (spec part 2 §7). */
export const AccessRequest = z.object({
  marketplaceId: BodyId(),
  supplierId: BodyId(),
  requestMessage: Message,
});
export type AccessRequest = z.input<typeof AccessRequest>;
export type AccessRequestValues = z.output<typeof AccessRequest>;

/** The business on the other side of a request, as the lists show it. */
export const RequestParty = z.object({
  id: z.number(),
  businessName: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessLocation: z.string().nullable(),
  email: z.string().nullable(),
});
export type RequestParty = z.infer<typeof RequestParty>;

/**
 * A join request (spec part 2 §3 "Join request"): the retailer asking, the supplier reviewing.
 * The supplier's list and the answer of request-access and of approve/reject share it.
 */
export const JoinRequest = z.object({
  id: z.number(),
  marketplaceId: z.number(),
  marketplaceName: z.string(),
  retailerId: z.number(),
  supplierId: z.number(),
  status: z.enum(marketplaceRequestStatuses),
  requestMessage: z.string().nullable(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  retailer: RequestParty,
});
export type JoinRequest = z.infer<typeof JoinRequest>;
export const JoinRequestList = z.array(JoinRequest);

/** One line asked for: a product of the supplier's marketplace by barcode, in units. */
export const PurchaseRequestItemInput = z.object({
  barcode: SafeString({ error: inventoryMessages.barcodeRequired })
    .trim()
    .min(1, inventoryMessages.barcodeRequired)
    .max(100),
  requestedQuantity: z
    .number({ error: inventoryMessages.quantityMin })
    .int(inventoryMessages.quantityWhole)
    .min(1, inventoryMessages.quantityMin)
    .max(maxLotUnits, inventoryMessages.quantityMax),
});

/**
 * `POST /api/marketplace/purchase-requests`: lines by barcode in units (each product once), up to
 * what the supplier has available; the retailer needs approved access to the supplier's marketplace.
 */
export const PurchaseRequestCreate = z.object({
  supplierId: BodyId(),
  items: z
    .array(PurchaseRequestItemInput, { error: m.requestItemsRequired })
    .min(1, m.requestItemsRequired)
    .max(maxPurchaseRequestItems, m.requestTooManyItems)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.barcode))
          ctx.addIssue({ code: 'custom', path: [index, 'barcode'], message: m.requestItemTwice });
        seen.add(item.barcode);
      });
    }),
  notes: Message,
  requestMessage: Message,
});
export type PurchaseRequestCreate = z.input<typeof PurchaseRequestCreate>;
export type PurchaseRequestCreateValues = z.output<typeof PurchaseRequestCreate>;

/** One line of an approval: 0..the requested units (0 = not supplied). */
export const ApprovalItem = z.object({
  itemId: BodyId(),
  approvedQuantity: z
    .number({ error: m.approvedQuantityWhole })
    .int(m.approvedQuantityWhole)
    .min(0, m.approvedQuantityMin)
    .max(maxLotUnits, inventoryMessages.quantityMax),
});

/**
 * `POST /api/marketplace/purchase-request/{id}/approve`: only a pending request. A line not named
 * is approved in full (the requested units); a named one at its approvedQuantity (at most the
 * requested units). The approved units leave as a pending transfer to the retailer. Every line at
 * 0 records the request as rejected (no transfer).
 */
export const PurchaseApprovalRequest = z.object({
  responseMessage: Message,
  items: z
    .array(ApprovalItem)
    .max(maxPurchaseRequestItems, m.requestTooManyItems)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.itemId))
          ctx.addIssue({ code: 'custom', path: [index, 'itemId'], message: m.approvalItemTwice });
        seen.add(item.itemId);
      });
    })
    .default([]),
});
export type PurchaseApprovalRequest = z.input<typeof PurchaseApprovalRequest>;
export type PurchaseApprovalValues = z.output<typeof PurchaseApprovalRequest>;

/**
 * A line of a purchase request (spec part 2 §3 "Purchase request"): supplierRetailPrice per box
 * (what the line is charged at) and unitPrice per unit (display) as when asked, in the request's
 * currency (null to the retailer while the marketplace hides prices and the request is pending);
 * approvedQuantity once reviewed. lineTotal: the requested units (the approved ones once
 * reviewed) at the box price, one rounding. currentBoxPrice: the supplier's price per box now,
 * shown to the supplier only while the request is pending (null otherwise), so it sees a change.
 */
export const PurchaseRequestItem = z.object({
  id: z.number(),
  productName: z.string(),
  barcode: z.string(),
  category: z.string(),
  requestedQuantity: z.number(),
  approvedQuantity: z.number().nullable(),
  unitsPerBox: z.number(),
  supplierRetailPrice: z.string().nullable(),
  unitPrice: z.string().nullable(),
  lineTotal: z.string().nullable(),
  currentBoxPrice: z.string().nullable(),
});
export type PurchaseRequestItem = z.infer<typeof PurchaseRequestItem>;

/**
 * A purchase request as both sides list it, in the supplier's currency (`currency`, on both
 * sides). totalAmount: the requested lines at the box prices when asked; once approved, the
 * transfer's total (what the retailer will owe: the approved units at those same prices). transferId and
 * transferStatus name the transfer the approval opened (accepted once the retailer takes it in).
 */
export const PurchaseRequest = z.object({
  id: z.number(),
  marketplaceId: z.number(),
  marketplaceName: z.string(),
  supplierId: z.number(),
  retailerId: z.number(),
  status: z.enum(marketplaceRequestStatuses),
  currency: z.string(),
  totalAmount: z.string().nullable(),
  notes: z.string().nullable(),
  requestMessage: z.string().nullable(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  transferId: z.number().nullable(),
  transferStatus: z.enum(['pending', 'accepted', 'declined']).nullable(),
  retailer: RequestParty,
  supplier: RequestParty,
  items: z.array(PurchaseRequestItem),
});
export type PurchaseRequest = z.infer<typeof PurchaseRequest>;
export const PurchaseRequestList = z.array(PurchaseRequest);

/**
 * `POST /api/marketplace/purchase-requests/{id}/receive` and `/decline` (no body): the retailer
 * takes its own approved purchase into stock (or declines it), that is, reviews the pending
 * transfer the approval opened, under the marketplace capability (every retailer plan). Answers
 * the purchase request with its transferStatus now accepted or declined.
 */
export const purchaseReceiptVerbs = { receive: 'accepted', decline: 'declined' } as const;
export type PurchaseReceiptVerb = keyof typeof purchaseReceiptVerbs;

/**
 * `GET /api/marketplace/my-join-requests`: the retailer's own access requests, newest first, with
 * the supplier's answer (responseMessage, reviewedAt) as the supplier gave it.
 */
export const MyJoinRequest = z.object({
  id: z.number(),
  marketplaceId: z.number(),
  marketplaceName: z.string(),
  supplierId: z.number(),
  supplierBusinessName: z.string().nullable(),
  status: z.enum(marketplaceRequestStatuses),
  requestMessage: z.string().nullable(),
  responseMessage: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type MyJoinRequest = z.infer<typeof MyJoinRequest>;
export const MyJoinRequestList = z.array(MyJoinRequest);
