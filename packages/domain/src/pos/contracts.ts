import { z } from 'zod';
import { BodyId, boundsMessages, EntityId, fitsAmount, SafeString } from '../common/bounds.js';
import { Product } from '../catalogue/contracts.js';
import { formatAmount, toMinor } from '../common/money.js';
import { RowId } from '../inventory/fields.js';
import { posMessages } from './messages.js';
export { posMessages } from './messages.js';

/** The add list shows at most 10 products (spec part 2 §2): favorites are capped there. */
export const maxFavorites = 10;

/** One lot of a product at the point of sale (the expiry picker's rows). */
export const PosExpiryDate = z.object({
  inventoryId: z.number(),
  date: z.string(),
  /** Whole boxes in the lot. */
  quantity: z.number(),
  availableUnits: z.number(),
  retailPrice: z.string(),
  unitsPerBox: z.number(),
  /** The maker's batch of the lot, or null. */
  batchNumber: z.string().nullable(),
  /** Lane recalls (issue 30): the lot's batch was recalled; the till refuses it, online and offline. */
  recalled: z.boolean().optional(),
});
export type PosExpiryDate = z.infer<typeof PosExpiryDate>;

/**
 * A product with stock, shaped for a client-side lookup by barcode and name. The top-level lot
 * fields describe the recommended lot (earliest expiry that may still be sold). `expiryDates`
 * lists every lot with units, earliest first, expired ones included so the picker can show them
 * disabled; `sellable` is false when only expired (or recalled) stock is left. totalQuantity (boxes) and
 * totalAvailableUnits count the lots that may be sold.
 */
export const PosProduct = z.object({
  inventoryId: z.number(),
  id: z.number(),
  name: z.string(),
  barcode: z.string(),
  category: z.string(),
  quantity: z.number(),
  availableUnits: z.number(),
  retailPrice: z.string(),
  costPrice: z.string(),
  unitsPerBox: z.number(),
  unitType: z.enum(['unit', 'box']),
  expiryDate: z.string(),
  /** The batch of the top-level lot, or null. */
  batchNumber: z.string().nullable(),
  expiryDates: z.array(PosExpiryDate),
  oldestExpiryDate: z.string(),
  hasMultipleExpiryDates: z.boolean(),
  totalQuantity: z.number(),
  totalAvailableUnits: z.number(),
  sellable: z.boolean(),
  /** A GS1 scan named this live lot (the top-level lot fields are its): the till sells it, not FEFO. */
  scannedInventoryId: z.number().optional(),
});
export type PosProduct = z.infer<typeof PosProduct>;

/**
 * `GET /api/pos/preload-all`: loadTime is the server's time in ms; cursor is the `since` of the
 * change feed (GET /api/pos/changes). The till's local copy, read offline, has no cursor.
 */
export const PosPreloadResponse = z.object({
  loadTime: z.number(),
  inventory: z.array(PosProduct),
  cursor: z.string().optional(),
});
export type PosPreloadResponse = z.infer<typeof PosPreloadResponse>;

export const Favorite = z.object({ productId: z.number(), displayOrder: z.number(), product: Product });
export type Favorite = z.infer<typeof Favorite>;
export const FavoriteList = z.array(Favorite);

/** `POST /api/pos/favorites`: without displayOrder the product goes last. */
export const FavoriteCreateRequest = z.object({
  productId: RowId(posMessages.productNotFound),
  displayOrder: z.number().int().min(0).max(1000).optional(),
});
export type FavoriteCreateRequest = z.input<typeof FavoriteCreateRequest>;

export const ProductIdParam = z.object({ productId: EntityId() });

const Amount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    const amount = formatAmount(value);
    if (fitsAmount(toMinor(amount))) return amount;
    ctx.addIssue({ code: 'custom', message: boundsMessages.amountTooLarge });
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Amount must be a number' });
  }
  return z.NEVER;
});

/** A line of a held cart, kept as the POS had it (the cart's own data, not a sale). */
export const CartDraftItem = z.object({
  inventoryId: BodyId(),
  productId: BodyId().optional(),
  productName: SafeString().max(200),
  barcode: SafeString().max(100).nullish(),
  quantity: z.number().int().min(1).max(1_000_000),
  unitType: z.enum(['unit', 'box']),
  unitPrice: Amount,
  totalPrice: Amount,
  expiryDate: SafeString().max(40).nullish(),
  costPrice: Amount.optional(),
  /** The line sells from this lot only (chosen in the expiry picker), not earliest expiry first. */
  pinned: z.boolean().optional(),
});

/** `POST /api/pos/cart-drafts` (Hold Sale): a name is required, the customer is optional. */
export const CartDraftCreateRequest = z.object({
  draftName: SafeString({ error: posMessages.draftNameRequired }).trim().min(1, posMessages.draftNameRequired).max(200),
  customerName: SafeString().trim().max(200).nullish(),
  cartItems: z.array(CartDraftItem).max(500).default([]),
  subtotal: Amount.default('0.00'),
  total: Amount.default('0.00'),
});
export type CartDraftCreateRequest = z.input<typeof CartDraftCreateRequest>;

/** A held cart line as stored and answered (amounts as 2-decimal strings). */
export const CartDraftLine = z.object({
  inventoryId: z.number(),
  productId: z.number().optional(),
  productName: z.string(),
  barcode: z.string().nullish(),
  quantity: z.number(),
  unitType: z.enum(['unit', 'box']),
  unitPrice: z.string(),
  totalPrice: z.string(),
  expiryDate: z.string().nullish(),
  costPrice: z.string().optional(),
  pinned: z.boolean().optional(),
});
export type CartDraftLine = z.infer<typeof CartDraftLine>;

export const CartDraft = z.object({
  id: z.number(),
  draftName: z.string(),
  customerName: z.string().nullable(),
  cartItems: z.array(CartDraftLine),
  subtotal: z.string(),
  total: z.string(),
  updatedAt: z.string(),
});
export type CartDraft = z.infer<typeof CartDraft>;
export const CartDraftList = z.array(CartDraft);
