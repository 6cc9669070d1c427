import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryLots } from '../../db/schema/index.js';
import type { LotRow } from '../inventory/lots-repository.js';
import { moveStock } from '../stock/stock-ledger.js';
import { conflict } from '../../platform/errors.js';

export interface LotTake {
  ownerId: number;
  lotId: number;
  units: number;
  productName: string;
  reference: string;
  supplierId: number | null;
  supplierOrderId: number | null;
}

/**
 * Units leaving a lot for a supplier: one conditional decrement (the lot must be live and hold
 * them) and its supplier_return movement, in the caller's transaction. Refused with a 409 that
 * says what the lot holds, or that it is gone; then nothing was written.
 */
export async function takeLotUnits(tx: Db, take: LotTake): Promise<LotRow> {
  const lot = await moveStock(
    tx,
    {
      ownerId: take.ownerId,
      lotId: take.lotId,
      kind: 'supplier_return',
      units: -take.units,
      reference: take.reference,
      supplierId: take.supplierId,
      supplierOrderId: take.supplierOrderId,
    },
    { onlyIfHeld: true },
  );
  if (!lot) {
    const [current] = await tx
      .select({ quantityUnits: inventoryLots.quantityUnits, archivedAt: inventoryLots.archivedAt })
      .from(inventoryLots)
      .where(and(eq(inventoryLots.ownerId, take.ownerId), eq(inventoryLots.id, take.lotId)));
    if (!current || current.archivedAt) throw conflict('lot_gone');
    throw conflict('lot_short', {
      availableUnits: current.quantityUnits,
      productName: take.productName,
    });
  }
  return lot;
}
