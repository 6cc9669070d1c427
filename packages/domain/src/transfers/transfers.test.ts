import { describe, expect, it } from 'vitest';
import { TransferCreateRequest, TransferPaymentRequest } from './contracts.js';

describe('the transfer contracts', () => {
  const body = { toUserEmail: ' Shop@Example.com ', items: [{ inventoryId: 4, quantity: 3 }], notes: '' };
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('takes a recipient, lines in units and notes', () => {
    expect(TransferCreateRequest.parse(body)).toEqual({
      toUserEmail: 'Shop@Example.com',
      items: [{ inventoryId: 4, quantity: 3 }],
      notes: null,
    });
  });

  it('refuses an item twice, a quantity under 1, no items and no recipient, with the texts shown', () => {
    expect(
      messagesOf(TransferCreateRequest.safeParse({ ...body, items: [...body.items, { inventoryId: 4, quantity: 1 }] })),
    ).toEqual(['This item is already in the transfer']);
    expect(messagesOf(TransferCreateRequest.safeParse({ ...body, items: [{ inventoryId: 4, quantity: 0 }] }))).toEqual([
      'Quantity must be at least 1',
    ]);
    expect(messagesOf(TransferCreateRequest.safeParse({ ...body, items: [] }))).toEqual([
      'Please add at least one item to the transfer',
    ]);
    expect(messagesOf(TransferCreateRequest.safeParse({ ...body, toUserEmail: '' }))).toEqual([
      'Please choose a recipient',
    ]);
  });

  it('records payments in cash only, of more than 0', () => {
    const payment = { fromUserId: 1, toUserId: 2, amount: '12.5' };
    expect(TransferPaymentRequest.parse(payment)).toMatchObject({
      amount: '12.50',
      paymentMethod: 'cash',
      notes: null,
    });
    expect(messagesOf(TransferPaymentRequest.safeParse({ ...payment, amount: 0 }))).toEqual([
      'Amount must be greater than 0',
    ]);
    expect(messagesOf(TransferPaymentRequest.safeParse({ ...payment, paymentMethod: 'card' }))).toEqual([
      'Transfer payments are recorded in cash',
    ]);
  });
});
