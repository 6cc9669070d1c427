/** One line of a sale as the till sent it. */
export interface SentLine {
  inventoryId: number;
  quantity: number;
  unitType: 'unit' | 'box';
}

/** A sale as the till sent it (online, or offline through the batch sync). */
export interface SentSale {
  clientSaleId: string;
  ownerId: number;
  lines: SentLine[];
  offline: boolean;
}

/** A sale the server acknowledged: what was sent and what it answered (its id and line ids). */
export interface AckedSale extends SentSale {
  saleId: number;
  lineIds: number[];
}

export const operationKinds = [
  'sale',
  'offline_batch',
  'receive',
  'customer_return',
  'supplier_return',
  'adjustment',
  'adjustment_batch',
  'transfer',
  'transfer_review',
] as const;
export type OperationKind = (typeof operationKinds)[number];

/** Per kind: operations run, answered ok, refused by a rule (4xx), lost (no answer, no key to retry with). */
export interface KindCount {
  run: number;
  ok: number;
  refused: number;
  lost: number;
}

/** The writes with a clientRequestId (receipts, returns, transfers) the server acknowledged. */
export type KeyedKind = 'receive' | 'customer_return' | 'supplier_return' | 'transfer';

/** One acknowledged keyed write: the record it answered (a return's, transfer's id; a receipt's order ref). */
export interface AckedWrite {
  kind: KeyedKind;
  ownerId: number;
  clientRequestId: string;
  record: string;
}

/**
 * What the clients remember of the run: every sale acknowledged (and every one refused outright),
 * counts per kind of operation. The checks compare the database with it.
 */
export class ChaosRecord {
  readonly acked = new Map<string, AckedSale>();
  readonly refused = new Set<string>();
  readonly counts = Object.fromEntries(
    operationKinds.map((kind) => [kind, { run: 0, ok: 0, refused: 0, lost: 0 }]),
  ) as Record<OperationKind, KindCount>;
  /** Offline sales acknowledged (part of the batches' counts, by sale rather than by batch). */
  offlineSalesAcked = 0;
  /** Keyed writes acknowledged; resends of them after an answer "lost" on purpose; resends answered otherwise. */
  readonly ackedWrites: AckedWrite[] = [];
  resends = 0;
  readonly resendProblems: string[] = [];

  count(kind: OperationKind, result: keyof Omit<KindCount, 'run'>) {
    this.counts[kind][result] += 1;
  }

  get operations(): number {
    return Object.values(this.counts).reduce((total, c) => total + c.run, 0);
  }

  /** A sale of `ownerId` acknowledged earlier, picked at random (for a customer return). */
  randomAckedSale(ownerId: number): AckedSale | undefined {
    const mine = [...this.acked.values()].filter((sale) => sale.ownerId === ownerId);
    return mine[Math.floor(Math.random() * mine.length)];
  }
}
