import type { SaleItemInput } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { type LockedLot, type StockRequest, decrementLots, lockLots, takeStock } from './locked-lots.js';
import { assertSellable, insufficientStock, planOfflineSale, planOnlineSale } from './plan-sale.js';

/** Lots by id. */
export const byId = (lots: LockedLot[]) => new Map(lots.map((lot) => [lot.id, lot]));

/** Online: one conditional decrement of every lot; if any is refused, says why (the caller rolls back). */
export async function takeOnlineStock(tx: Db, ownerId: number, items: SaleItemInput[], today: string) {
  const requests = new Map<number, StockRequest>();
  for (const item of items) {
    const request = requests.get(item.inventoryId) ?? { units: 0, boxes: 0 };
    if (item.unitType === 'box') request.boxes += item.quantity;
    else request.units += item.quantity;
    requests.set(item.inventoryId, request);
  }
  const lots = byId(await takeStock(tx, ownerId, requests, today));
  if (lots.size < requests.size) {
    const refused = items.filter((item) => !lots.has(item.inventoryId));
    const current = byId(await lockLots(tx, ownerId, [...new Set(refused.map((i) => i.inventoryId))], false));
    assertSellable(refused, current, today);
    // The stock came back between the two statements: still refused, with what the lot holds now.
    const lot = current.get(refused[0]!.inventoryId)!;
    const request = requests.get(lot.id)!;
    throw insufficientStock(lot, lot.quantityUnits, request.units + request.boxes * lot.unitsPerBox);
  }
  return { plan: planOnlineSale(items, lots), lots };
}

/** Offline: lock the lots and their products' other lots, share the units out, take them. */
export async function takeOfflineStock(tx: Db, ownerId: number, items: SaleItemInput[], today: string) {
  const lots = byId(await lockLots(tx, ownerId, [...new Set(items.map((item) => item.inventoryId))], true));
  const plan = planOfflineSale(items, lots, today);
  const changed = await decrementLots(tx, ownerId, plan.decrements);
  if (changed.size !== plan.decrements.size) throw new Error('a locked lot refused an offline decrement');
  return { plan, lots };
}
