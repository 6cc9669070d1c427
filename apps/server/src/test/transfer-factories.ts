import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signedInOwner } from './factories.js';
import { shop } from './sales-factories.js';
import type { Client, TestApp } from './test-app.js';

/** A super retailer with stock (the sender) and another one (the recipient), both signed in. */
export async function twoShops(t: TestApp) {
  const sender = await shop(t);
  const recipient = await signedInOwner(t);
  return { sender, recipient };
}

/** Sends a transfer and answers it (201 expected). */
export async function sendTransfer(
  from: Client,
  toUserEmail: string,
  items: { inventoryId: number; quantity: number }[],
  notes?: string,
) {
  const response = await from.post('/api/transfers', { toUserEmail, items, notes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TransferBody;
}

export const review = (client: Client, id: number, status: 'accepted' | 'declined') =>
  client.post(`/api/transfers/${id}/review`, { status });

/** The answer's status and error code, to compare in one line. */
export const refusal = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: (response.json() as { code?: string }).code,
});

export interface TransferBody {
  id: number;
  fromUserId: number;
  toUserId: number;
  status: string;
  totalCost: string;
  reviewedAt: string | null;
  notes: string | null;
  items: { inventoryId: number | null; quantity: number; totalItemCost: string; barcode: string }[];
}

/** The business of `client` trades in `currency` from now on (its settings' currency). */
export async function useCurrency(client: Client, currency: string) {
  const response = await client.put('/api/auth/update-currency', { preferredCurrency: currency });
  expect(response.statusCode, response.body).toBe(200);
}

/** Records a cash payment of what `fromUserId` owes `toUserId` (the answer, whatever its status). */
export const payCash = (
  client: Client,
  fromUserId: number,
  toUserId: number,
  amount: string | number,
  currency?: string,
) => client.post('/api/transfer-payments', { fromUserId, toUserId, amount, currency });

/** Accepts a transfer, giving a rate when the buyer's currency differs (the receive lane asks it then). */
export const accept = (client: Client, id: number, exchangeRate?: number) =>
  client.post(`/api/transfers/${id}/review`, { status: 'accepted', ...(exchangeRate ? { exchangeRate } : {}) });
