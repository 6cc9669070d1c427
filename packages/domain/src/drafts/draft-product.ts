import { z } from 'zod';
import { SafeString } from '../common/bounds.js';
import { categoryValues, normalizeCategory } from '../catalogue/categories.js';
import { BatchNumber, ExpiryDate, Price, RowId, UnitsPerBox } from '../inventory/fields.js';
import { inventoryMessages } from '../inventory/messages.js';
import { draftMessages as m } from './messages.js';

export const quantityTypes = ['box', 'unit'] as const;
export type QuantityType = (typeof quantityTypes)[number];
/** The most product rows one draft holds (a CSV batch of 20,000 rows). */
export const maxBatchRows = 20_000;
/** The largest box count of one receipt line, as in receiving. */
const maxBoxes = 100_000;

/** '' and null mean "no value": an emptied form input or CSV cell. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) => SafeString().trim().max(max).nullish();

/**
 * One product row of a draft as a form, the OCR review table or a CSV batch sends it. Drafts are
 * unfinished work, so only the bounds are checked here; `name` or `productName`, `expirationDate`
 * or `expiryDate` are both accepted. Empty quantity and units per box fall back to 1, an empty
 * category to "other" (spec part 2 §5, §9); empty prices and dates stay empty (null).
 */
export const DraftProductInput = z
  .object({
    id: SafeString().trim().max(64).optional(),
    name: text(200),
    productName: text(200),
    barcode: text(100),
    category: SafeString().max(100).nullish(),
    quantity: z.preprocess(
      blank,
      z.coerce
        .number({ error: inventoryMessages.quantityWhole })
        .int(inventoryMessages.quantityWhole)
        .min(0, m.quantityNotNegative)
        .max(maxBoxes * 10_000, inventoryMessages.quantityMax)
        .optional(),
    ),
    quantityType: z.preprocess(blank, z.enum(quantityTypes).default('box')),
    unitsPerBox: z.preprocess(blank, UnitsPerBox.optional()),
    costPrice: z.preprocess(blank, Price(inventoryMessages.costPriceNegative).optional()),
    retailPrice: z.preprocess(blank, Price(inventoryMessages.retailPriceNegative).optional()),
    expirationDate: z.preprocess(blank, ExpiryDate.optional()),
    expiryDate: z.preprocess(blank, ExpiryDate.optional()),
    batchNumber: BatchNumber,
    supplierId: z.preprocess(blank, RowId(inventoryMessages.supplierRequired).optional()),
  })
  .transform((p) => ({
    id: p.id || undefined,
    name: p.name || p.productName || '',
    barcode: p.barcode ?? '',
    category: p.category?.trim() ? normalizeCategory(p.category) : ('other' as const),
    quantity: p.quantity ?? 1,
    quantityType: p.quantityType,
    unitsPerBox: p.unitsPerBox ?? 1,
    costPrice: p.costPrice ?? null,
    retailPrice: p.retailPrice ?? null,
    expirationDate: p.expirationDate ?? p.expiryDate ?? null,
    batchNumber: p.batchNumber,
    supplierId: p.supplierId ?? null,
  }));
export type DraftProductInput = z.input<typeof DraftProductInput>;
export type DraftProductValue = z.output<typeof DraftProductInput>;

/** A draft product row as stored and answered: `id` keys the row inside its draft. */
export const DraftProduct = z.object({
  id: z.string(),
  name: z.string(),
  barcode: z.string(),
  category: z.enum(categoryValues),
  quantity: z.number(),
  quantityType: z.enum(quantityTypes),
  unitsPerBox: z.number(),
  costPrice: z.string().nullable(),
  retailPrice: z.string().nullable(),
  expirationDate: z.string().nullable(),
  /** The maker's batch (older drafts have none: read as null). */
  batchNumber: z.string().nullable().default(null),
  supplierId: z.number().nullable(),
});
export type DraftProduct = z.infer<typeof DraftProduct>;

/** What one product row puts into stock: boxes of a packaging at a cost, with an expiry date. */
export interface ReceiptLine {
  id: string | undefined;
  name: string;
  barcode: string;
  category: DraftProduct['category'];
  boxes: number;
  unitsPerBox: number;
  costPrice: string;
  retailPrice: string;
  expiryDate: string;
  batchNumber: string | null;
  supplierId: number | null;
}

/**
 * Boxes received for a row: a box quantity as is; a unit quantity must fill whole boxes, since
 * supplier invoices count boxes. boxesOfQuantity(30, 'unit', 10) = 3; (25, 'unit', 10) = null.
 */
export function boxesOfQuantity(quantity: number, type: QuantityType, unitsPerBox: number): number | null {
  if (type === 'box') return quantity;
  return unitsPerBox >= 1 && quantity % unitsPerBox === 0 ? quantity / unitsPerBox : null;
}

/**
 * The receipt line of a draft product, or the first rule it breaks: name, cost and retail price
 * (the batch message), at least one box, whole boxes, an expiry date.
 */
export function receiptLineOf(p: DraftProductValue): { line: ReceiptLine } | { message: string } {
  if (!p.name.trim() || p.costPrice === null || p.retailPrice === null) return { message: m.batchRequiredFields };
  if (p.quantity < 1) return { message: inventoryMessages.quantityMin };
  const boxes = boxesOfQuantity(p.quantity, p.quantityType, p.unitsPerBox);
  if (boxes === null) return { message: m.unitsFillBoxes };
  if (boxes > maxBoxes) return { message: inventoryMessages.quantityMax };
  if (!p.expirationDate) return { message: m.expiryRequiredToSave };
  const { id, name, barcode, category, unitsPerBox, costPrice, retailPrice, supplierId } = p;
  return {
    line: {
      id,
      name,
      barcode,
      category,
      boxes,
      unitsPerBox,
      costPrice,
      retailPrice,
      expiryDate: p.expirationDate,
      batchNumber: p.batchNumber,
      supplierId,
    },
  };
}

/** A draft product that can go into stock now (Save Selected, Save All, Save Products). */
export const SaveableProduct = DraftProductInput.superRefine((p, ctx) => {
  const result = receiptLineOf(p);
  if ('message' in result) ctx.addIssue({ code: 'custom', message: result.message });
});

/** Gives every row an id unique in its draft: its own when free, else "p1", "p2" ... not in use. */
export function withRowIds(products: readonly DraftProductValue[]): DraftProduct[] {
  const used = new Set(products.flatMap((p) => (p.id ? [p.id] : [])));
  const emitted = new Set<string>();
  let next = 1;
  return products.map((p) => {
    let id = p.id;
    if (!id || emitted.has(id)) {
      while (used.has(`p${next}`)) next += 1;
      id = `p${next}`;
      used.add(id);
    }
    emitted.add(id);
    return { ...p, id };
  });
}
