import { InsufficientStockResponse } from '@assist/domain';
import { ApiError, NetworkError } from '../../lib/api';

/** Why a checkout failed, as far as the till can act on it. */
export type CheckoutFailure =
  | { kind: 'insufficient'; inventoryId: number; productName: string; availableUnits: number }
  | { kind: 'expired'; inventoryId: number; productName: string; expiryDate: string }
  /** Lane recalls: the lot's batch was recalled meanwhile. */
  | { kind: 'recalled'; inventoryId: number; productName: string; batchNumber: string }
  /** No answer: the sale may or may not be stored; a retry of the same cart keeps its client id. */
  | { kind: 'network' }
  | { kind: 'other' };

/** Reads a failed POST /api/sales: the 409s name the product (and the units left, for short stock). */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiError) || error.status !== 409) return { kind: 'other' };
  const short = InsufficientStockResponse.safeParse(error.body);
  if (short.success) return { kind: 'insufficient', ...pick(short.data) };
  const { error: code, inventoryId, productName, expiryDate, batchNumber } = error.body;
  if (code === 'lot_recalled' && typeof inventoryId === 'number' && typeof productName === 'string')
    return {
      kind: 'recalled',
      inventoryId,
      productName,
      batchNumber: typeof batchNumber === 'string' ? batchNumber : '',
    };
  if (code === 'expired' && typeof inventoryId === 'number' && typeof productName === 'string')
    return { kind: 'expired', inventoryId, productName, expiryDate: typeof expiryDate === 'string' ? expiryDate : '' };
  return { kind: 'other' };
}

function pick({ inventoryId, productName, availableUnits }: InsufficientStockResponse) {
  return { inventoryId, productName, availableUnits };
}
