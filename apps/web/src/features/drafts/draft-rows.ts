import {
  type Category,
  type DraftProduct,
  type DraftProductField,
  DraftProductInput,
  type OcrProduct,
  SaveableProduct,
} from '@assist/domain';

/**
 * One product row of the editable draft tables (the scanner's review, the OCR draft dialog, the
 * batch editor) as the inputs hold it: text, '' for empty. `key` keys the row on screen; `id` is
 * the row's id inside its draft, when it has one.
 */
export interface EditableProduct {
  key: string;
  id?: string | undefined;
  name: string;
  barcode: string;
  category: Category;
  quantity: string;
  unitsPerBox: string;
  costPrice: string;
  retailPrice: string;
  expirationDate: string;
  batchNumber: string;
}

export type EditableField = DraftProductField;

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `new-${nextKey}`;
};

/** An empty row: one box of one unit, category "other" (spec part 2 §9). */
export function emptyEditable(): EditableProduct {
  return {
    key: newKey(),
    name: '',
    barcode: '',
    category: 'other',
    quantity: '1',
    unitsPerBox: '1',
    costPrice: '',
    retailPrice: '',
    expirationDate: '',
    batchNumber: '',
  };
}

/** A stored draft row as inputs. */
export function editableOf(product: DraftProduct): EditableProduct {
  return {
    key: product.id,
    id: product.id,
    name: product.name,
    barcode: product.barcode,
    category: product.category,
    quantity: String(product.quantity),
    unitsPerBox: String(product.unitsPerBox),
    costPrice: product.costPrice ?? '',
    retailPrice: product.retailPrice ?? '',
    expirationDate: product.expirationDate ?? '',
    batchNumber: product.batchNumber ?? '',
  };
}

/**
 * A product line read from a receipt as inputs: the printed price of one is the cost per box;
 * the batch when the receipt prints one; retail price, barcode and expiry date are the user's to fill in.
 * Example: {name: 'Zinc', quantity: 2, price: '1.75'} -> Zinc, 2 boxes of 1, cost 1.75, category other.
 */
export function editableOfReceipt(product: OcrProduct): EditableProduct {
  const read = { name: product.name, quantity: String(product.quantity), costPrice: product.price };
  return { ...emptyEditable(), ...read, batchNumber: product.batchNumber ?? '' };
}

/** A row as the draft contracts take it: quantities in boxes; '' lets the server apply its fallbacks. */
export function draftInputOf(row: EditableProduct): DraftProductInput {
  return {
    ...(row.id ? { id: row.id } : {}),
    name: row.name.trim(),
    barcode: row.barcode.trim(),
    category: row.category,
    quantity: row.quantity,
    quantityType: 'box',
    unitsPerBox: row.unitsPerBox,
    costPrice: row.costPrice,
    retailPrice: row.retailPrice,
    expirationDate: row.expirationDate,
    batchNumber: row.batchNumber,
  };
}

/** The first row a rule refuses: its index and the domain's message. */
export interface RowProblem {
  index: number;
  message: string;
}

/** Checks rows against a draft schema, first refusal wins. */
function firstProblem(rows: readonly EditableProduct[], schema: typeof SaveableProduct): RowProblem | null {
  for (const [index, row] of rows.entries()) {
    const result = schema.safeParse(draftInputOf(row));
    if (!result.success) return { index, message: result.error.issues[0]?.message ?? '' };
  }
  return null;
}

/** Rows that can be kept in a draft (Update Draft): only the bounds (no negative numbers, real dates). */
export function draftRowProblem(rows: readonly EditableProduct[]): RowProblem | null {
  return firstProblem(rows, DraftProductInput);
}

/**
 * Rows that can go into stock (Save Selected, Save All, Save to Inventory): name, cost and retail
 * price (the batch message), at least one box, an expiry date.
 */
export function saveRowProblem(rows: readonly EditableProduct[]): RowProblem | null {
  return firstProblem(rows, SaveableProduct);
}

/** What the scanner's Save Products checks first, in the spec's order (part 2 §5 OCR save, §8). */
export type ReceiptSaveProblem =
  | { kind: 'noProducts' }
  | { kind: 'missingName' | 'missingRetailPrice' | 'missingUnitsPerBox'; index: number }
  | ({ kind: 'other' } & RowProblem);

/**
 * Every product needs a name, a retail price and units per box; then the rules of stock (cost
 * price, expiry date, bounds). Example: rows [ok, {retailPrice: ''}] -> missingRetailPrice at 1.
 */
export function receiptSaveProblem(rows: readonly EditableProduct[]): ReceiptSaveProblem | null {
  if (rows.length === 0) return { kind: 'noProducts' };
  for (const [index, row] of rows.entries()) {
    if (!row.name.trim()) return { kind: 'missingName', index };
    if (!row.retailPrice.trim()) return { kind: 'missingRetailPrice', index };
    if (!row.unitsPerBox.trim() || Number(row.unitsPerBox) < 1) return { kind: 'missingUnitsPerBox', index };
  }
  const other = saveRowProblem(rows);
  return other ? { kind: 'other', ...other } : null;
}
