import { fitsAmount, type Sale, saleTotals, sum, toMinor } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { saleItems, type sales, stockMovements } from '../../db/schema/index.js';
import type { Cashier, CheckoutInput } from './checkout.js';
import type { LockedLot } from './locked-lots.js';
import type { SalePlan } from './plan-sale.js';
import { presentSale } from './present-sale.js';
import type { SaleRow } from './sales-repository.js';

/** Raised when another request already stored this clientSaleId (the transaction rolls back). */
export class AlreadyStored extends Error {}

/** A sale row to insert, before its reference is chosen. */
export type SaleValues = Omit<typeof sales.$inferInsert, 'saleRef'>;

/** The sale row of a plan: totals from its priced lines, tax at the sale's rate, in minor units. */
export function saleValues(cashier: Cashier, input: CheckoutInput, plan: SalePlan, soldAt: Date): SaleValues {
  const subtotal = sum(plan.lines.map((line) => toMinor(line.totalPrice)));
  // A total past NUMERIC(14,2) is refused before anything is written (issue 14).
  if (!fitsAmount(Math.round(subtotal * (1 + input.taxRate / 100)))) throw badRequest('total_too_large');
  const totals = saleTotals(subtotal, input.taxRate);
  return {
    ownerId: cashier.ownerId,
    clientSaleId: input.clientSaleId,
    cashierUserId: cashier.userId,
    cashierTeamMemberId: cashier.teamMemberId,
    paymentMethod: input.paymentMethod,
    taxRate: String(input.taxRate),
    ...totals,
    customerName: input.customerName || null,
    offline: input.offline === true,
    soldAt,
  };
}

export interface StoredSale {
  sale: SaleRow;
  plan: SalePlan;
  lots: Map<number, LockedLot>;
}

/** Writes the lines and the ledger of stored sales (one statement each, however many sales). */
export async function recordLines(tx: Db, stored: StoredSale[]): Promise<Sale[]> {
  const lines = stored.flatMap(({ sale, plan }) => plan.lines.map((line) => ({ sale, line })));
  const items = await tx
    .insert(saleItems)
    .values(
      lines.map(({ sale, line }) => ({
        ownerId: sale.ownerId,
        saleId: sale.id,
        lotId: line.lot.id,
        productId: line.lot.productId,
        quantity: line.quantity,
        unitType: line.unitType,
        units: line.units,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        unitCost: line.unitCost,
        shortfallUnits: line.shortfall,
      })),
    )
    .returning();
  await tx.insert(stockMovements).values(stored.flatMap(({ sale, plan, lots }) => movementsOf(plan, lots, sale)));
  let next = 0;
  return stored.map(({ sale, plan }) =>
    presentSale(
      sale,
      plan.lines.map((line) => ({ ...items[next++]!, productName: line.lot.productName, barcode: line.lot.barcode })),
    ),
  );
}

/**
 * The ledger lines of a sale: one `sale` movement per lot a line took from. An offline line's
 * shortfall is sold from its own lot and put back as an `offline_discrepancy` (units the books
 * lacked), so the lot stays at 0 and still equals the sum of its movements.
 */
export function movementsOf(plan: SalePlan, lots: Map<number, LockedLot>, sale: Pick<SaleRow, 'ownerId' | 'saleRef'>) {
  const movement = (lotId: number, kind: 'sale' | 'offline_discrepancy', units: number) => {
    const lot = lots.get(lotId)!;
    return {
      ownerId: sale.ownerId,
      lotId,
      productId: lot.productId,
      kind,
      quantityUnits: units,
      costPerBox: lot.costPrice,
      unitsPerBox: lot.unitsPerBox,
      reference: sale.saleRef,
    };
  };
  return plan.lines.flatMap((line) => {
    const own = line.takes.find((t) => t.inventoryId === line.lot.id)?.units ?? 0;
    const others = line.takes.filter((t) => t.inventoryId !== line.lot.id);
    return [
      ...(own + line.shortfall > 0 ? [movement(line.lot.id, 'sale', -(own + line.shortfall))] : []),
      ...others.map((t) => movement(t.inventoryId, 'sale', -t.units)),
      ...(line.shortfall > 0 ? [movement(line.lot.id, 'offline_discrepancy', line.shortfall)] : []),
    ];
  });
}
