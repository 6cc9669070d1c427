import type { NotificationFeed } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { inventoryLots } from '../db/schema/index.js';
import type { Client, TestApp } from './test-app.js';

/** A lot's batch and recall mark, straight from the database. */
export async function lotMark(t: TestApp, lotId: number) {
  const [lot] = await t.database.db
    .select({
      batchNumber: inventoryLots.batchNumber,
      recallId: inventoryLots.recallId,
      units: inventoryLots.quantityUnits,
    })
    .from(inventoryLots)
    .where(eq(inventoryLots.id, lotId));
  return lot;
}

/** Recalls a batch (201 expected) and answers the recall. */
export async function recall(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api/recalls', { reason: 'Contamination found', action: 'return', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The business's notifications of kind `recall`. */
export async function recallNotices(client: Client) {
  const response = await client.get('/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  const feed = response.json() as NotificationFeed;
  return feed.notifications.filter((n) => n.kind === 'recall');
}
