import type { SaleBatchResponse } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { asHttpError } from '../../platform/errors.js';
import type { Cashier } from './cashier.js';
import { type OfflineInput, sellOffline } from './sell-offline.js';

type Slot = SaleBatchResponse[number];

/**
 * `POST /api/sales/batch` (the offline queue's sync): the sales written by sellOffline, all in one
 * statement; each answers in its slot, matched by position: stored (created, or false when its
 * clientSaleId was stored already), or refused with the status and body `POST /api/sales` answers.
 */
export async function checkoutBatch(db: Db, cashier: Cashier, inputs: OfflineInput[]): Promise<SaleBatchResponse> {
  const results = await sellOffline(db, cashier, inputs);
  return results.map((result): Slot => {
    if ('sale' in result) return { ok: true, created: result.created, sale: result.sale };
    const answer = asHttpError(result.refused)!;
    const { code, message, error: kind, ...params } = answer.body as { code: string; message: string; error: string };
    return { ok: false, status: answer.statusCode, code, message, error: kind, ...params };
  });
}
