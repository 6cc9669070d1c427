import { expect } from 'vitest';
import { saleBody, sell, shop } from './sales-factories.js';
import { profileFields } from './sign-up.js';
import type { Client, TestApp } from './test-app.js';

/**
 * Two businesses' evenings around one midnight, as moments written with their own offsets: the
 * 23:30 sale belongs to `day`, the 00:30 one to `nextDay`. Baghdad is UTC+3 (its 00:30 is still
 * the previous UTC day); New York is UTC-5 in November (its 23:30 is already the next UTC day).
 */
export const zoneEvenings = [
  {
    timeZone: 'Asia/Baghdad',
    day: '2026-11-20',
    nextDay: '2026-11-21',
    lateEvening: '2026-11-20T23:30:00+03:00',
    afterMidnight: '2026-11-21T00:30:00+03:00',
  },
  {
    timeZone: 'America/New_York',
    day: '2026-11-20',
    nextDay: '2026-11-21',
    lateEvening: '2026-11-20T23:30:00-05:00',
    afterMidnight: '2026-11-21T00:30:00-05:00',
  },
] as const;

/** The same around a month's end (New York is still on summer time, UTC-4, until 1 November 02:00). */
export const zoneMonthEnds = [
  {
    timeZone: 'Asia/Baghdad',
    lateEvening: '2026-10-31T23:30:00+03:00',
    afterMidnight: '2026-11-01T00:30:00+03:00',
  },
  {
    timeZone: 'America/New_York',
    lateEvening: '2026-10-31T23:30:00-04:00',
    afterMidnight: '2026-11-01T00:30:00-04:00',
  },
] as const;

/** Sets the signed-in owner's business time zone through Settings' `PUT /api/auth/update-profile`. */
export async function setTimeZone(client: Client, timeZone: string) {
  const response = await client.put('/api/auth/update-profile', {
    ...profileFields,
    userType: 'retailer',
    retailerType: 'pharmacy',
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().user.timeZone).toBe(timeZone);
}

/** A shop in `timeZone` with one lot of 20 single units at 4.00 (category medications). */
export async function zonedShop(t: TestApp, timeZone: string) {
  const s = await shop(t);
  await setTimeZone(s.client, timeZone);
  const lot = await s.stock({ quantity: 20, unitsPerBox: 1, costPrice: 1, retailPrice: 4 });
  /** An offline sale of `units` units made at `soldAt` (a moment with its offset). */
  const sellAt = async (soldAt: string, units: number) => {
    const response = await sell(
      s.client,
      saleBody([{ inventoryId: lot.inventoryId, quantity: units, unitType: 'unit' }], {
        offline: true,
        saleId: `OFFLINE-${Date.now()}${units}`,
        soldAt,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; saleId: string };
  };
  return { ...s, lot, sellAt };
}
