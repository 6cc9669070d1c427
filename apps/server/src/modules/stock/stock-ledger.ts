import { type Allocation, DomainError, maxLotUnits } from '@assist/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MovementKind, inventoryLots, stockMovements } from '../../db/schema/index.js';

/**
 * The stock ledger: the one place a lot's units change. The rule: a lot's quantity_units is the
 * sum of its stock_movements, always, so every change of a lot's units writes the movement that
 * explains it in the same transaction (here, or in the sale statement's CTEs below). Movement
 * kinds (the domain's stockMovementKinds): receive, sale, sale_return, supplier_return,
 * adjustment, offline_discrepancy, transfer_in, transfer_out. A transfer is two moveStock calls in
 * one transaction (out of one lot, in to another). Checked by stock-ledger.test.ts over all lots.
 */

export type LotRow = typeof inventoryLots.$inferSelect;

/** One movement of units into (+) or out of (-) a lot, with what the ledger line says of it. */
export interface StockMove {
  ownerId: number;
  lotId: number;
  kind: Exclude<MovementKind, 'sale' | 'offline_discrepancy'>;
  /** Signed: units into the lot (+) or out of it (-). */
  units: number;
  reference: string;
  supplierId?: number | null;
  supplierOrderId?: number | null;
  /** A till's id of the queued operation (unique per owner): the same operation is never written twice. */
  clientOperationId?: string | null;
  /**
   * What came in, when it differs from the lot it joins (a received trade): its cost and units per
   * box, converted into this business's currency; else the ledger line takes the lot's.
   */
  incoming?: { costPerBox: string; unitsPerBox: number };
  /** A trade bought in another currency: the seller's currency and the rate the cost was converted at. */
  trade?: { currency: string; exchangeRate: string };
}

/** When a move may happen: `taking` units out needs a live lot that holds them. */
export interface MoveCondition {
  /** Only a live (not archived) lot that holds at least the units taken; else nothing is written (null). */
  onlyIfHeld?: boolean;
}

/** A lot holds at most 10,000,000 units (issue 14); more is refused and the caller's transaction rolls back. */
function checkLotUnits(units: number) {
  if (units > maxLotUnits) throw new DomainError('lot_too_large');
}

/**
 * Moves units into or out of a lot and writes its ledger line, in the caller's transaction: the
 * lot's units change in SQL (concurrent moves never overwrite each other), and the movement carries
 * the lot's packaging and cost after the change. Answers the lot as it is now, or null when
 * `onlyIfHeld` refused it (nothing written). A move of 0 units writes nothing and answers the lot.
 */
export async function moveStock(tx: Db, move: StockMove, condition: MoveCondition = {}): Promise<LotRow | null> {
  const [lot] = await tx
    .update(inventoryLots)
    .set({ quantityUnits: sql`${inventoryLots.quantityUnits} + ${move.units}`, updatedAt: new Date() })
    .where(
      and(
        eq(inventoryLots.ownerId, move.ownerId),
        eq(inventoryLots.id, move.lotId),
        condition.onlyIfHeld ? isNull(inventoryLots.archivedAt) : undefined,
        condition.onlyIfHeld ? gte(inventoryLots.quantityUnits, -move.units) : undefined,
      ),
    )
    .returning();
  if (!lot) {
    if (condition.onlyIfHeld) return null;
    throw new Error(`lot ${move.lotId} is not there to move stock`);
  }
  checkLotUnits(lot.quantityUnits);
  if (move.units !== 0) await tx.insert(stockMovements).values(ledgerLine(lot, move));
  return lot;
}

/** A new lot (a receipt of a new expiry date) with its first movement: the lot starts at those units. */
export async function openLot(
  tx: Db,
  values: Omit<typeof inventoryLots.$inferInsert, 'quantityUnits'>,
  move: Omit<StockMove, 'lotId' | 'ownerId'>,
): Promise<LotRow> {
  checkLotUnits(move.units);
  const [lot] = await tx
    .insert(inventoryLots)
    .values({ ...values, quantityUnits: move.units })
    .returning();
  if (!lot) throw new Error('lot was not created');
  if (move.units !== 0)
    await tx.insert(stockMovements).values(ledgerLine(lot, { ...move, ownerId: lot.ownerId, lotId: lot.id }));
  return lot;
}

function ledgerLine(lot: LotRow, move: StockMove): typeof stockMovements.$inferInsert {
  return {
    ownerId: move.ownerId,
    lotId: lot.id,
    productId: lot.productId,
    kind: move.kind,
    quantityUnits: move.units,
    costPerBox: move.incoming?.costPerBox ?? lot.costPrice,
    unitsPerBox: move.incoming?.unitsPerBox ?? lot.unitsPerBox,
    reference: move.reference,
    supplierId: move.supplierId ?? null,
    supplierOrderId: move.supplierOrderId ?? null,
    clientOperationId: move.clientOperationId ?? null,
    tradeCurrency: move.trade?.currency ?? null,
    exchangeRate: move.trade?.exchangeRate ?? null,
  };
}

/** A lot as a sale read it: what the sale statement checks again before it takes the units. */
export interface SaleLot {
  id: number;
  productId: number;
  unitsPerBox: number;
  costPrice: string;
  retailPrice: string;
  quantityUnits: number;
}

/** A sale line's stock: the lot it names, the units it took from which lots, what no lot held. */
export interface SoldLine {
  lot: { id: number };
  takes: Allocation[];
  shortfall: number;
}

/** A planned sale's stock: its lines and the units it takes out of each lot. */
export interface SoldStock {
  lines: SoldLine[];
  decrements: Map<number, number>;
}

/**
 * What the sale statement checks of a lot before it takes units: `live` (an online sale: the lot
 * is live, not expired on the statement's day, and holds them) or `as-read` (an offline sale, a
 * fact: the lot holds exactly the units the plan read, whatever its state).
 */
export type SaleCheck = 'live' | 'as-read';

/** A row of the sale statement's `want` ($2), named as its columns. */
interface WantedRow {
  id: number;
  units: number;
  units_per_box: number;
  retail_price: string;
  cost_price: string;
  live: boolean;
  read_units: number | null;
}

/** A row of a sale's `moves`, named as stock_movements' columns. */
interface SaleMoveRow {
  lot_id: number;
  product_id: number;
  kind: 'sale' | 'offline_discrepancy';
  quantity_units: number;
  cost_per_box: string;
  units_per_box: number;
}

/**
 * The stock half of the sale statement for some planned sales: the units wanted of each lot (all
 * sales added up, checked as `check` says) and each sale's ledger lines. A lot loses exactly what
 * its movements say: checked here, so a plan that broke the rule is never written.
 */
export function saleStock(sales: SoldStock[], lots: Map<number, SaleLot>, check: SaleCheck) {
  const taken = new Map<number, number>();
  for (const sale of sales) for (const [id, units] of sale.decrements) taken.set(id, (taken.get(id) ?? 0) + units);
  const moves = sales.map((sale) => saleMovements(sale.lines, lots));
  const moved = new Map<number, number>();
  for (const move of moves.flat()) moved.set(move.lot_id, (moved.get(move.lot_id) ?? 0) - move.quantity_units);
  for (const id of new Set([...taken.keys(), ...moved.keys()])) {
    if ((taken.get(id) ?? 0) !== (moved.get(id) ?? 0))
      throw new Error(`lot ${id}: a sale's movements differ from its units`);
  }
  const wanted = [...taken]
    .filter(([, units]) => units > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, units]): WantedRow => {
      const lot = lots.get(id)!;
      return {
        id,
        units,
        units_per_box: lot.unitsPerBox,
        retail_price: lot.retailPrice,
        cost_price: lot.costPrice,
        live: check === 'live',
        read_units: check === 'as-read' ? lot.quantityUnits : null,
      };
    });
  return { wanted, moves };
}

/**
 * The ledger lines of a sale: one `sale` movement per lot a line took from. An offline line's
 * shortfall is sold from its own lot and put back as an `offline_discrepancy` (units the books
 * lacked), so the lot stays at 0 and still equals the sum of its movements.
 * Example: 8 units from lot A holding 5, lot B gives 2: A sale -6, B sale -2, A offline_discrepancy +1.
 */
function saleMovements(lines: SoldLine[], lots: Map<number, SaleLot>): SaleMoveRow[] {
  const movement = (lotId: number, kind: SaleMoveRow['kind'], units: number): SaleMoveRow => {
    const lot = lots.get(lotId)!;
    return {
      lot_id: lotId,
      product_id: lot.productId,
      kind,
      quantity_units: units,
      cost_per_box: lot.costPrice,
      units_per_box: lot.unitsPerBox,
    };
  };
  return lines.flatMap((line) => {
    const own = line.takes.find((t) => t.inventoryId === line.lot.id)?.units ?? 0;
    const others = line.takes.filter((t) => t.inventoryId !== line.lot.id);
    return [
      ...(own + line.shortfall > 0 ? [movement(line.lot.id, 'sale', -(own + line.shortfall))] : []),
      ...others.map((t) => movement(t.inventoryId, 'sale', -t.units)),
      ...(line.shortfall > 0 ? [movement(line.lot.id, 'offline_discrepancy', line.shortfall)] : []),
    ];
  });
}

/**
 * The sale statement's stock CTEs. `want` reads $2 (WantedRow[]); `taken` takes each lot's units
 * where the tenant ($3) owns it, it holds them at the packaging and prices read, and, as its row
 * says, it is live, not recalled and not expired on $4 or holds exactly what was read. The statement writes its
 * sales only when every wanted lot was taken.
 */
export const takeWantedSql = `
  want as (
    select * from jsonb_to_recordset($2::jsonb) as w(id int, units int, units_per_box int, retail_price numeric,
      cost_price numeric, live boolean, read_units int)),
  taken as (
    update inventory_lots l set quantity_units = l.quantity_units - w.units, updated_at = now()
    from want w
    where l.id = w.id and l.owner_id = $3::int and l.quantity_units >= w.units and l.units_per_box = w.units_per_box
      and l.retail_price = w.retail_price and l.cost_price = w.cost_price
      and (not w.live or (l.archived_at is null and l.recall_id is null and l.expiry_date >= $4::date))
      and (w.read_units is null or l.quantity_units = w.read_units)
    returning l.id)`;

/**
 * The sale statement's ledger CTE: each stored sale's `moves` (SaleMoveRow[]) under its reference.
 * Reads `s` (the sales inserted) and `e` (each sale's JSON in column j, its sale_ref in column ref).
 */
export const saleMovementsSql = `
  m as (
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference)
    select s.owner_id, v.lot_id, v.product_id, v.kind, v.quantity_units, v.cost_per_box, v.units_per_box, s.sale_ref
    from s join e on e.ref = s.sale_ref,
      jsonb_populate_recordset(null::stock_movements, e.j -> 'moves') v)`;
