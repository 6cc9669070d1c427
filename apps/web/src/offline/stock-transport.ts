import type { InventoryBatchUpdateResponse } from '@assist/domain';
import { createBatcher } from './batcher';
import type { StockChangeData } from './local-db';
import { type SendResult, type Transport, sendFailure, unknownOperation } from './sync-engine';

type Slot = InventoryBatchUpdateResponse[number];

/**
 * The queue's stock changes (inventory_update) through `POST /api/inventory/batch-update`, batched
 * as the spec says (500 ms, at most 20 per call, batcher.ts), each answered by its slot: applied
 * (stored), refused with the server's code and message (counts as a try), or no answer (waits).
 * The server applies each clientOperationId once, so a batch sent again changes nothing twice.
 */
export function stockTransport(
  postBatch: (updates: StockChangeData[]) => Promise<InventoryBatchUpdateResponse>,
  options: { schedule?: (run: () => void, ms: number) => unknown } = {},
): Transport {
  const add = createBatcher<StockChangeData, Slot>({ flush: postBatch, ...options });
  return (items) =>
    Promise.all(
      items.map(async (item): Promise<SendResult> => {
        if (item.type !== 'inventory_update') return unknownOperation;
        try {
          return slotResult(await add(item.data));
        } catch (error) {
          return sendFailure(error);
        }
      }),
    );
}

function slotResult(slot: Slot): SendResult {
  if (slot.ok) return { kind: 'stored' };
  const detail = slot.code ? { code: slot.code, params: { ...slot } } : undefined;
  return { kind: 'refused', reason: slot.error, ...(detail && { detail }) };
}

/**
 * One transport for the whole queue: each run of operations of one type (in queue order) goes to
 * its type's transport; after an operation with no answer the rest are not sent.
 */
export function byType(transports: Record<'sale' | 'inventory_update', Transport>): Transport {
  return async (items) => {
    const results: SendResult[] = [];
    let start = 0;
    while (start < items.length) {
      const type = items[start]!.type;
      let end = start;
      while (end < items.length && items[end]!.type === type) end++;
      const run = items.slice(start, end);
      const answers = await transports[type](run);
      for (const index of run.keys()) {
        const answer = answers[index] ?? { kind: 'unreachable' };
        results.push(answer);
        if (answer.kind === 'unreachable' || answer.kind === 'signed-out') return results;
      }
      start = end;
    }
    return results;
  };
}
