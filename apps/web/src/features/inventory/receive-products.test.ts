import type { AddProductRequest, AddProductResponse } from '@assist/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { emptyProductRow } from './forms';
import { type ReceiveSteps, isNewExpiryDate, nameConflictOf, receiveProducts } from './receive-products';

const answer = (change: Partial<AddProductResponse> = {}): AddProductResponse => ({
  action: 'added',
  expiryDate: '2027-01-01',
  expiryDatesCount: 1,
  isNewExpiryDate: false,
  inventoryId: 1,
  productId: 1,
  ...change,
});

const conflictError = (currentName: string, newName: string) => {
  const body = {
    code: 'name_conflict',
    error: 'name_conflict',
    message: 'Product name conflict',
    currentName,
    newName,
  };
  return new ApiError(409, JSON.stringify(body), body);
};

const row = (productName: string, barcode: string) => ({ ...emptyProductRow(), productName, barcode });
const form = (...products: ReturnType<typeof row>[]) => ({ supplierId: 3, orderId: 'INV-1', products });

function steps(replies: ((body: AddProductRequest) => AddProductResponse | Error)[], choice = 'keep' as const) {
  const add = vi.fn(async (body: AddProductRequest) => {
    const reply = replies.shift()?.(body);
    if (!reply || reply instanceof Error) throw reply ?? new Error('unexpected call');
    return reply;
  });
  return {
    add,
    askConflict: vi.fn(async () => choice),
    showNewExpiry: vi.fn(async () => {}),
  } satisfies ReceiveSteps;
}

describe('receiveProducts', () => {
  it('sends each row once with the supplier and order of the dialog', async () => {
    const s = steps([() => answer(), () => answer()]);
    const outcome = await receiveProducts(form(row('A', '1'), row('B', '2')), s);
    expect(outcome).toEqual({ added: [0, 1] });
    expect(s.add.mock.calls.map(([body]) => [body.productName, body.supplierId, body.orderId])).toEqual([
      ['A', 3, 'INV-1'],
      ['B', 3, 'INV-1'],
    ]);
    expect(s.askConflict).not.toHaveBeenCalled();
  });

  it('asks about a name conflict and resends that row with the choice', async () => {
    const s = steps([() => conflictError('B old', 'B'), () => answer({ action: 'updated' }), () => answer()]);
    const outcome = await receiveProducts(form(row('B', '2'), row('C', '3')), s);
    expect(outcome).toEqual({ added: [0, 1] });
    expect(s.askConflict).toHaveBeenCalledWith({ barcode: '2', currentName: 'B old', newName: 'B' });
    expect(s.add.mock.calls[1]?.[0]).toMatchObject({ productName: 'B', updateProductName: false });
  });

  it('stops at a cancelled conflict, keeping what was added before', async () => {
    const s = steps([() => answer(), () => conflictError('B old', 'B')]);
    s.askConflict.mockResolvedValueOnce('cancel' as never);
    const outcome = await receiveProducts(form(row('A', '1'), row('B', '2'), row('C', '3')), s);
    expect(outcome).toEqual({ added: [0], stopped: { index: 1, reason: 'cancelled' } });
    expect(s.add).toHaveBeenCalledTimes(2);
  });

  it('shows the new-expiry notice under the name the product keeps', async () => {
    const s = steps([
      () => conflictError('Panadol', 'Paracetamol'),
      () => answer({ action: 'updated', isNewExpiryDate: true, expiryDatesCount: 2, expiryDate: '2028-02-02' }),
    ]);
    await receiveProducts(form(row('Paracetamol', '9')), s);
    expect(s.showNewExpiry).toHaveBeenCalledWith({
      productName: 'Panadol',
      expiryDate: '2028-02-02',
      expiryDatesCount: 2,
    });
  });

  it('stops at the first other failure', async () => {
    const failure = new ApiError(404, '{"message":"Supplier not found."}', { message: 'Supplier not found.' });
    const s = steps([() => failure]);
    const outcome = await receiveProducts(form(row('A', '1'), row('B', '2')), s);
    expect(outcome).toEqual({ added: [], stopped: { index: 0, reason: 'failed', error: failure } });
  });
});

describe('isNewExpiryDate', () => {
  it.each([
    [{ action: 'updated', isNewExpiryDate: true, expiryDatesCount: 2 }, true],
    [{ action: 'updated', isNewExpiryDate: true, expiryDatesCount: 1 }, false],
    [{ action: 'updated', isNewExpiryDate: false, expiryDatesCount: 3 }, false],
    [{ action: 'added', isNewExpiryDate: false, expiryDatesCount: 1 }, false],
  ] as const)('%j -> %s', (change, expected) => {
    expect(isNewExpiryDate(answer(change))).toBe(expected);
  });
});

describe('nameConflictOf', () => {
  it('reads the 409 name_conflict body and nothing else', () => {
    expect(nameConflictOf(conflictError('A', 'B'))).toMatchObject({ currentName: 'A', newName: 'B' });
    expect(nameConflictOf(new ApiError(409, 'x', { message: 'Product name conflict' }))).toBeNull();
    expect(nameConflictOf(new Error('nope'))).toBeNull();
  });
});
