import { type AddProductRequest, type AddProductResponse, NameConflictResponse } from '@assist/domain';
import { ApiError } from '../../lib/api';
import type { AddProductsFormValues } from './forms';

export type ConflictChoice = 'change' | 'keep' | 'cancel';

/** What the Product Name Conflict dialog shows. */
export interface NameConflict {
  barcode: string;
  currentName: string;
  newName: string;
}

/** What the New Expiry Date Added dialog shows. */
export interface NewExpiryNotice {
  productName: string;
  expiryDate: string;
  expiryDatesCount: number;
}

export interface ReceiveSteps {
  add: (body: AddProductRequest) => Promise<AddProductResponse>;
  askConflict: (conflict: NameConflict) => Promise<ConflictChoice>;
  showNewExpiry: (notice: NewExpiryNotice) => Promise<void>;
}

/** Which rows went into stock (their indexes) and, when it stopped early, at which row and why. */
export interface ReceiveOutcome {
  added: number[];
  stopped?: { index: number; reason: 'cancelled' } | { index: number; reason: 'failed'; error: unknown };
}

/** The name conflict a 409 answer describes, or null for any other failure. */
export function nameConflictOf(error: unknown): NameConflictResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = NameConflictResponse.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * Sends the rows of Add New Products one at a time, in order (spec part 2 §4 Add product). A
 * name conflict asks the user, then resends that row with updateProductName (true: change the
 * name, false: keep it); Cancel stops there. A known product received with a new expiry date
 * shows the New Expiry Date Added notice before the next row. The first other failure stops.
 * Example: rows A, B, C where B's barcode is known as "B old": A added; the dialog asks about B;
 * "keep" resends B with updateProductName false; C added. Outcome { added: [0, 1, 2] }.
 */
export async function receiveProducts(values: AddProductsFormValues, steps: ReceiveSteps): Promise<ReceiveOutcome> {
  const added: number[] = [];
  for (const [index, row] of values.products.entries()) {
    const body: AddProductRequest = { ...row, supplierId: values.supplierId, orderId: values.orderId };
    let productName = row.productName;
    let result: AddProductResponse;
    try {
      result = await steps.add(body);
    } catch (error) {
      const conflict = nameConflictOf(error);
      if (!conflict) return { added, stopped: { index, reason: 'failed', error } };
      const choice = await steps.askConflict({
        barcode: row.barcode,
        currentName: conflict.currentName,
        newName: conflict.newName,
      });
      if (choice === 'cancel') return { added, stopped: { index, reason: 'cancelled' } };
      if (choice === 'keep') productName = conflict.currentName;
      try {
        result = await steps.add({ ...body, updateProductName: choice === 'change' });
      } catch (retryError) {
        return { added, stopped: { index, reason: 'failed', error: retryError } };
      }
    }
    added.push(index);
    if (isNewExpiryDate(result)) {
      await steps.showNewExpiry({
        productName,
        expiryDate: result.expiryDate,
        expiryDatesCount: result.expiryDatesCount,
      });
    }
  }
  return { added };
}

/**
 * The spec opens the notice for action 'updated' with more than one expiry date. Stock added to
 * an expiry date the product already had is no new date, so the server's isNewExpiryDate is
 * asked too (otherwise every restock of a product with two lots would claim a new date).
 */
export function isNewExpiryDate(result: AddProductResponse): boolean {
  return result.action === 'updated' && result.expiryDatesCount > 1 && result.isNewExpiryDate;
}
