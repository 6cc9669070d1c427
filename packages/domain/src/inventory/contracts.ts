import { z } from 'zod';
import { clientRequestField } from '../common/client-request.js';
import { SafeString } from '../common/bounds.js';
import { CategoryInput } from '../catalogue/contracts.js';
import { categoryValues } from '../catalogue/categories.js';
import {
  Barcode,
  BatchNumber,
  costRetailFields,
  ExpiryDate,
  OrderRef,
  ProductName,
  QuantityBoxes,
  RowId,
  receiptWithinBounds,
  UnitsPerBox,
} from './fields.js';
import { inventoryMessages as m } from './messages.js';

const expiryStatuses = ['expired', 'expiring_soon', 'good', 'invalid'] as const;

const receiptFields = {
  supplierId: RowId(m.supplierRequired),
  orderId: OrderRef,
  quantity: QuantityBoxes,
  unitsPerBox: UnitsPerBox,
  ...costRetailFields,
  expiryDate: ExpiryDate,
  batchNumber: BatchNumber,
  ...clientRequestField,
};

/**
 * `POST /api/inventory/add-product`: one product row of the Add New Products dialog. quantity is
 * in boxes. updateProductName answers a name conflict: true renames the product, false keeps it.
 */
export const AddProductRequest = z.object({
  productName: ProductName,
  barcode: Barcode,
  category: CategoryInput,
  ...receiptFields,
  updateProductName: z.boolean().optional(),
});
export type AddProductRequest = z.input<typeof AddProductRequest>;
/** The body the server checks: the request within a lot and NUMERIC(14,2) (the web's forms pick from the request). */
export const AddProductBody = AddProductRequest.superRefine(receiptWithinBounds);

/** `POST /api/inventory`: stock of a product already in the catalogue. */
export const ReceiveStockRequest = z.object({ productId: RowId(m.productRequired), ...receiptFields });
export const ReceiveStockBody = ReceiveStockRequest.superRefine(receiptWithinBounds);
export type ReceiveStockRequest = z.input<typeof ReceiveStockRequest>;

/**
 * action: 'added' for a new product, 'updated' for stock of a known one. isNewExpiryDate is true
 * when a known product got a lot with a new expiry date (the "New Expiry Date Added" dialog);
 * expiryDatesCount counts the product's lots on hand.
 */
export const AddProductResponse = z.object({
  action: z.enum(['added', 'updated']),
  expiryDate: z.string(),
  batchNumber: z.string().nullable(),
  expiryDatesCount: z.number(),
  isNewExpiryDate: z.boolean(),
  inventoryId: z.number(),
  productId: z.number(),
});
export type AddProductResponse = z.infer<typeof AddProductResponse>;

/** The 409 of a barcode known under another name: the Product Name Conflict dialog. */
export const NameConflictResponse = z.object({
  code: z.literal('name_conflict'),
  error: z.literal('name_conflict'),
  message: z.string(),
  currentName: z.string(),
  newName: z.string(),
});
export type NameConflictResponse = z.infer<typeof NameConflictResponse>;

/** A lot as the Current inventory tab shows it (spec part 2 §3 Inventory item); prices per box. */
export const InventoryItem = z.object({
  id: z.number(),
  productId: z.number(),
  product: z.object({ name: z.string(), barcode: z.string(), category: z.enum(categoryValues) }),
  supplier: z.object({ name: z.string() }).nullable(),
  supplierId: z.number().nullable(),
  availableBoxes: z.number(),
  availableUnits: z.number(),
  quantity: z.number(),
  unitsPerBox: z.number(),
  costPrice: z.string(),
  retailPrice: z.string(),
  unitCostPrice: z.string(),
  unitRetailPrice: z.string(),
  expiryDate: z.string(),
  /** The maker's batch of this lot, or null (lots received without one). */
  batchNumber: z.string().nullable(),
  productBarcode: z.string(),
  expiryStatus: z.enum(expiryStatuses),
  /** Units the product holds in all its live (not expired) lots: Low stock and Out of stock go by it. */
  productAvailableUnits: z.number(),
  /** The lot's batch was recalled (issue 30): the till refuses it. */
  recalled: z.boolean(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const inventorySorts = ['expiry', 'stock', 'name'] as const;
export type InventorySort = (typeof inventorySorts)[number];
export const inventoryPageSize = 50;

/** `GET /api/inventory`: search name, barcode, supplier or batch number; expiry nearest, stock lowest, or name. */
export const InventoryListQuery = z.object({
  search: SafeString().trim().max(200).optional(),
  sortBy: z.enum(inventorySorts).default('name'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(inventoryPageSize),
  /** Only the lots of recalled batches (issue 30). */
  filter: z.enum(['recalled']).optional(),
});
export type InventoryListQuery = z.input<typeof InventoryListQuery>;

export const InventoryListResponse = z.object({
  items: z.array(InventoryItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type InventoryListResponse = z.infer<typeof InventoryListResponse>;

/** `PUT /api/inventory/{id}` (Edit Inventory Item): the receipt's bounds; a field left out is kept. */
export const UpdateInventoryItemRequest = z.object({
  quantity: QuantityBoxes.optional(),
  unitsPerBox: UnitsPerBox.optional(),
  costPrice: costRetailFields.costPrice.optional(),
  retailPrice: costRetailFields.retailPrice.optional(),
  expiryDate: ExpiryDate.optional(),
  /** A batch, or null/blank to clear it; left out keeps it. */
  batchNumber: BatchNumber.optional(),
});
export type UpdateInventoryItemRequest = z.input<typeof UpdateInventoryItemRequest>;

/** One receipt of a product: when, which expiry, how many boxes, and the badge of that date today. */
export const ExpiryHistoryRecord = z.object({
  id: z.number(),
  inventoryId: z.number(),
  expiryDate: z.string(),
  batchNumber: z.string().nullable(),
  quantity: z.number(),
  createdAt: z.string(),
  status: z.enum(expiryStatuses),
});
export type ExpiryHistoryRecord = z.infer<typeof ExpiryHistoryRecord>;
export const ExpiryHistoryList = z.array(ExpiryHistoryRecord);

/** The cost per box of one receipt and who supplied it. */
export const CostHistoryRecord = z.object({
  price: z.string(),
  supplierName: z.string().nullable(),
  supplierId: z.number().nullable(),
  timestamp: z.string(),
});
export type CostHistoryRecord = z.infer<typeof CostHistoryRecord>;
export const CostHistoryResponse = z.object({ costHistory: z.array(CostHistoryRecord) });
export type CostHistoryResponse = z.infer<typeof CostHistoryResponse>;
