import { randomUUID } from 'node:crypto';
import type { ChaosRecord, KeyedKind, OperationKind, SentLine, SentSale } from './record.js';
import { type Shop, receiptBody } from './shops.js';
import type { Outcome, Till } from './till.js';

/** A client's turn: its shop, its till, the run's record. */
export interface Turn {
  shop: Shop;
  till: Till;
  record: ChaosRecord;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const body = (outcome: Outcome) => (outcome.kind === 'answered' ? (outcome.body as Record<string, unknown>) : {});
let offlineRef = Date.now() * 10;
/** A reference no other offline sale of the run holds, as each till makes its own. */
const nextOfflineRef = () => {
  offlineRef += 1;
  return `OFFLINE-${offlineRef}`;
};

/** Weights of the mix: mostly selling, as a shop does. */
const mix: [OperationKind, number][] = [
  ['sale', 30],
  ['offline_batch', 12],
  ['receive', 8],
  ['customer_return', 10],
  ['supplier_return', 7],
  ['adjustment', 10],
  ['adjustment_batch', 6],
  ['transfer', 9],
  ['transfer_review', 8],
];
const totalWeight = mix.reduce((total, [, weight]) => total + weight, 0);

export function randomKind(): OperationKind {
  let roll = Math.random() * totalWeight;
  for (const [kind, weight] of mix) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'sale';
}

function randomLines(shop: Shop, count: number): SentLine[] {
  const lots = [...new Set(Array.from({ length: count }, () => pick(shop.lots)))];
  return lots.map((inventoryId) =>
    Math.random() < 0.15
      ? { inventoryId, quantity: 1, unitType: 'box' as const }
      : { inventoryId, quantity: between(1, 4), unitType: 'unit' as const },
  );
}

/**
 * A write with a clientRequestId, sent until answered (kills included); one in four is sent again
 * after its answer, as a till does whose answer was lost on the way: the resend must answer the
 * same record. An acknowledged write is recorded by the record it answered (`recordOf`).
 */
async function sendKeyed(
  turn: Turn,
  kind: KeyedKind,
  path: string,
  request: Record<string, unknown>,
  recordOf: (answer: Record<string, unknown>) => string,
): Promise<Outcome> {
  const keyed = { ...request, clientRequestId: randomUUID() };
  const outcome = await turn.till.send('POST', path, keyed, 'same-key');
  if (outcome.kind !== 'answered' || outcome.status >= 300) return outcome;
  const record = recordOf(body(outcome));
  turn.record.ackedWrites.push({ kind, ownerId: turn.shop.owner.id, clientRequestId: keyed.clientRequestId, record });
  if (Math.random() < 0.25) {
    turn.record.resends += 1;
    const again = await turn.till.send('POST', path, keyed, 'same-key');
    const answered = again.kind === 'answered' ? `${again.status} ${recordOf(body(again))}` : 'lost';
    if (answered !== `${outcome.status} ${record}`)
      turn.record.resendProblems.push(
        `${path} ${keyed.clientRequestId}: ${outcome.status} ${record}, again ${answered}`,
      );
  }
  return outcome;
}

/** Settles a sale slot: an acknowledged sale goes into the record with the ids the server gave. */
function settleSale(turn: Turn, sent: SentSale, answer: Record<string, unknown> | undefined, ok: boolean) {
  if (!ok || !answer) {
    turn.record.refused.add(sent.clientSaleId);
    return;
  }
  const items = (answer.items as { id: number }[] | undefined) ?? [];
  turn.record.acked.set(sent.clientSaleId, { ...sent, saleId: Number(answer.id), lineIds: items.map((i) => i.id) });
}

const operations: Record<OperationKind, (turn: Turn) => Promise<'ok' | 'refused' | 'lost'>> = {
  async sale(turn) {
    const sent: SentSale = {
      clientSaleId: randomUUID(),
      ownerId: turn.shop.owner.id,
      lines: randomLines(turn.shop, between(1, 3)),
      offline: false,
    };
    const request = {
      clientSaleId: sent.clientSaleId,
      items: sent.lines,
      paymentMethod: 'cash',
      taxRate: pick([0, 5]),
    };
    const outcome = await turn.till.send('POST', '/api/sales', request, 'same-key');
    const ok = outcome.kind === 'answered' && (outcome.status === 201 || outcome.status === 200);
    settleSale(turn, sent, body(outcome), ok);
    return ok ? 'ok' : 'refused';
  },

  async offline_batch(turn) {
    const sales = Array.from({ length: between(1, 4) }, () => ({
      clientSaleId: randomUUID(),
      ownerId: turn.shop.owner.id,
      lines: randomLines(turn.shop, between(1, 2)),
      offline: true,
    }));
    const request = {
      sales: sales.map((sale) => ({
        clientSaleId: sale.clientSaleId,
        items: sale.lines,
        paymentMethod: 'cash',
        offline: true,
        saleId: nextOfflineRef(),
        soldAt: new Date(Date.now() - between(1, 600) * 1000).toISOString(),
      })),
    };
    const outcome = await turn.till.send('POST', '/api/sales/batch', request, 'same-key');
    if (outcome.kind !== 'answered' || outcome.status !== 200) {
      for (const sale of sales) turn.record.refused.add(sale.clientSaleId);
      return 'refused';
    }
    const slots = outcome.body as { ok: boolean; sale?: Record<string, unknown> }[];
    sales.forEach((sale, n) => {
      const slot = slots[n];
      settleSale(turn, sale, slot?.sale, slot?.ok === true);
      if (slot?.ok) turn.record.offlineSalesAcked += 1;
    });
    return 'ok';
  },

  async receive(turn) {
    const product = pick(turn.shop.products);
    const order = `CH-${randomUUID().slice(0, 8)}`;
    const request = receiptBody(turn.shop, product, between(1, 3), pick([365, 365, 500]), order);
    const outcome = await sendKeyed(turn, 'receive', '/api/inventory/add-product', request, () => order);
    if (outcome.kind === 'lost' || outcome.status !== 200) return 'refused';
    const lot = Number(body(outcome).inventoryId);
    if (!turn.shop.lots.includes(lot)) turn.shop.lots.push(lot);
    return 'ok';
  },

  async customer_return(turn) {
    const sale = turn.record.randomAckedSale(turn.shop.owner.id);
    const lineId = sale ? sale.lineIds[Math.floor(Math.random() * sale.lineIds.length)] : undefined;
    if (!sale || lineId === undefined) return 'refused';
    const request = { saleId: sale.saleId, items: [{ saleItemId: lineId, quantity: 1, reason: 'Damaged box' }] };
    const outcome = await sendKeyed(turn, 'customer_return', '/api/returns', request, (answer) => String(answer.id));
    return outcome.kind === 'answered' && outcome.status === 201 ? 'ok' : 'refused';
  },

  async supplier_return(turn) {
    const request = {
      type: 'supplier_order',
      inventoryId: pick(turn.shop.lots),
      quantity: between(1, 3),
      returnReason: 'Boxes arrived crushed',
      returnType: 'damaged',
      unitPrice: '0.45',
    };
    const made = await sendKeyed(turn, 'supplier_return', '/api/supplier-returns', request, (answer) =>
      String(answer.id),
    );
    if (made.kind === 'lost' || made.status !== 201) return 'refused';
    const decision = Math.random() < 0.75 ? 'approve' : 'reject';
    const path = `/api/supplier-returns/${Number(body(made).id)}/decision`;
    // Deciding is safe to send again: a return decided already answers 409 and moves nothing.
    const decided = await turn.till.send('POST', path, { decision }, 'same-key');
    return decided.kind === 'answered' && decided.status === 200 ? 'ok' : 'refused';
  },

  async adjustment(turn) {
    const request = { quantityChange: pick([-3, -2, -1, 1, 2, 5]), reason: 'count', clientOperationId: randomUUID() };
    const outcome = await turn.till.send('PATCH', `/api/inventory/${pick(turn.shop.lots)}`, request, 'same-key');
    return outcome.kind === 'answered' && outcome.status === 200 ? 'ok' : 'refused';
  },

  async adjustment_batch(turn) {
    const lots = [...new Set([pick(turn.shop.lots), pick(turn.shop.lots), pick(turn.shop.lots)])];
    const updates = lots.map((id) => ({
      id,
      quantityChange: pick([-2, -1, 1, 3]),
      reason: 'breakage',
      clientOperationId: randomUUID(),
    }));
    const outcome = await turn.till.send('POST', '/api/inventory/batch-update', { updates }, 'same-key');
    return outcome.kind === 'answered' && outcome.status === 200 ? 'ok' : 'refused';
  },

  async transfer(turn) {
    const request = {
      toUserEmail: turn.shop.partnerEmail,
      items: [{ inventoryId: pick(turn.shop.lots), quantity: between(1, 3) }],
    };
    const outcome = await sendKeyed(turn, 'transfer', '/api/transfers', request, (answer) => String(answer.id));
    return outcome.kind === 'answered' && outcome.status === 201 ? 'ok' : 'refused';
  },

  async transfer_review(turn) {
    const incoming = await turn.till.send('GET', '/api/transfers/incoming', undefined, 'same-key');
    const page = (incoming.kind === 'answered' ? incoming.body : { transfers: [] }) as {
      transfers: { id: number; status: string }[];
    };
    const pending = page.transfers.filter((transfer) => transfer.status === 'pending');
    if (pending.length === 0) return 'refused';
    const status = Math.random() < 0.8 ? 'accepted' : 'declined';
    // A review is a conditional update (WHERE status = 'pending'): sent again, it answers 409 and moves nothing.
    const outcome = await turn.till.send('POST', `/api/transfers/${pick(pending).id}/review`, { status }, 'same-key');
    return outcome.kind === 'answered' && outcome.status === 200 ? 'ok' : 'refused';
  },
};

/** Runs one random operation for the client and counts it. */
export async function runOperation(turn: Turn, kind: OperationKind = randomKind()): Promise<void> {
  turn.record.counts[kind].run += 1;
  turn.record.count(kind, await operations[kind](turn));
}
