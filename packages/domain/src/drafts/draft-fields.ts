/**
 * The product fields of a draft, in the order every form shows them (Add New Products, Edit
 * Draft): written once here for the server (the fields an update stores as sent) and the web
 * (field order, the first invalid field to focus).
 */
export const draftFields = [
  'productName',
  'barcode',
  'category',
  'quantity',
  'unitsPerBox',
  'costPrice',
  'retailPrice',
  'expiryDate',
] as const;
export type DraftField = (typeof draftFields)[number];

/**
 * The same fields as one product row of a multi-product draft or CSV batch names them
 * (`sourceData.products`: `name`, `expirationDate`), in the order the row editors show them.
 */
export const draftProductFields = [
  'name',
  'barcode',
  'category',
  'quantity',
  'unitsPerBox',
  'costPrice',
  'retailPrice',
  'expirationDate',
  'batchNumber',
] as const;
export type DraftProductField = (typeof draftProductFields)[number];

/** A single-product draft's field as a draft product row names it. */
export const draftProductFieldOf = {
  productName: 'name',
  barcode: 'barcode',
  category: 'category',
  quantity: 'quantity',
  unitsPerBox: 'unitsPerBox',
  costPrice: 'costPrice',
  retailPrice: 'retailPrice',
  expiryDate: 'expirationDate',
} as const satisfies Record<DraftField, DraftProductField>;
