import { type Sale, saleReference } from '@assist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LockedLot } from './locked-lots.js';
import type { SalePlan } from './plan-sale.js';
import { presentSale } from './present-sale.js';
import { AlreadyStored, type SaleValues, movementsOf } from './record-sale.js';
import { findSaleByClientId } from './sales-repository.js';

/** A row of SQL VALUES, every value cast so PostgreSQL knows its type in any row. */
const valuesRow = (cells: [unknown, string][]) =>
  sql`(${sql.join(
    cells.map(([value, type]) => sql`${value}::${sql.raw(type)}`),
    sql`, `,
  )})`;
const valuesList = (rows: SQL[]) => sql.join(rows, sql`, `);

interface StoredLineRow {
  sale_id: number;
  status: Sale['status'];
  subtotal: string;
  tax_rate: string;
  tax: string;
  total: string;
  id: number;
  unit_price: string;
  total_price: string;
}

/**
 * The sale, its lines and its ledger in one statement (one round trip instead of three; see the
 * decision record's Performance section): the sale row goes in unless its client id or reference
 * is taken, and the lines and movements are inserted from what it returned, so a refused sale
 * writes nothing. Answers the stored sale, presented, or null when the insert was refused.
 */
async function insertSaleRows(
  tx: Db,
  values: SaleValues & { saleRef: string },
  plan: SalePlan,
  lots: Map<number, LockedLot>,
  createdAt: Date,
): Promise<Sale | null> {
  const row = {
    ...values,
    cashierUserId: values.cashierUserId ?? null,
    cashierTeamMemberId: values.cashierTeamMemberId ?? null,
    customerName: values.customerName ?? null,
    offline: values.offline ?? false,
    soldAt: values.soldAt ?? createdAt,
  };
  const sale = valuesRow([
    [values.ownerId, 'int'],
    [values.saleRef, 'text'],
    [values.clientSaleId, 'uuid'],
    [row.cashierUserId, 'int'],
    [row.cashierTeamMemberId, 'int'],
    [values.paymentMethod, 'text'],
    [values.subtotal, 'numeric'],
    [values.taxRate, 'numeric'],
    [values.tax, 'numeric'],
    [values.total, 'numeric'],
    [row.customerName, 'text'],
    [row.offline, 'boolean'],
    [row.soldAt.toISOString(), 'timestamptz'],
    [createdAt.toISOString(), 'timestamptz'],
  ]);
  const lines = plan.lines.map((line, i) =>
    valuesRow([
      [i, 'int'],
      [line.lot.id, 'int'],
      [line.lot.productId, 'int'],
      [line.quantity, 'int'],
      [line.unitType, 'text'],
      [line.units, 'int'],
      [line.unitPrice, 'numeric'],
      [line.totalPrice, 'numeric'],
      [line.unitCost, 'numeric'],
      [line.shortfall, 'int'],
    ]),
  );
  const moves = movementsOf(plan, lots, { ownerId: values.ownerId, saleRef: values.saleRef }).map((move) =>
    valuesRow([
      [move.lotId, 'int'],
      [move.productId, 'int'],
      [move.kind, 'text'],
      [move.quantityUnits, 'int'],
      [move.costPerBox, 'numeric'],
      [move.unitsPerBox, 'int'],
    ]),
  );
  const result = await tx.execute(sql`
    with s as (
      insert into sales (owner_id, sale_ref, client_sale_id, cashier_user_id, cashier_team_member_id, payment_method,
        subtotal, tax_rate, tax, total, customer_name, offline, sold_at, created_at)
      values ${sale}
      on conflict do nothing
      returning id, owner_id, sale_ref, status, subtotal, tax_rate, tax, total),
    i as (
      insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price,
        total_price, unit_cost, shortfall_units)
      select s.owner_id, s.id, v.lot_id, v.product_id, v.quantity, v.unit_type, v.units, v.unit_price, v.total_price,
        v.unit_cost, v.shortfall
      from s, (values ${valuesList(lines)})
        as v(ord, lot_id, product_id, quantity, unit_type, units, unit_price, total_price, unit_cost, shortfall)
      order by v.ord
      returning id, unit_price, total_price),
    m as (
      insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
        reference)
      select s.owner_id, v.lot_id, v.product_id, v.kind, v.units, v.cost, v.per_box, s.sale_ref
      from s, (values ${valuesList(moves)}) as v(lot_id, product_id, kind, units, cost, per_box))
    select s.id as sale_id, s.status, s.subtotal::text, s.tax_rate::text, s.tax::text, s.total::text,
      i.id, i.unit_price::text, i.total_price::text
    from s, i
    order by i.id`);
  const rows = (result as unknown as { rows: StoredLineRow[] }).rows;
  const first = rows[0];
  if (!first) return null;
  return presentSale(
    {
      ...row,
      id: Number(first.sale_id),
      status: first.status,
      subtotal: first.subtotal,
      taxRate: first.tax_rate,
      tax: first.tax,
      total: first.total,
      createdAt,
    },
    plan.lines.map((line, i) => {
      const stored = rows[i]!;
      return {
        id: Number(stored.id),
        ownerId: values.ownerId,
        saleId: Number(first.sale_id),
        lotId: line.lot.id,
        productId: line.lot.productId,
        quantity: line.quantity,
        unitType: line.unitType,
        units: line.units,
        unitPrice: stored.unit_price,
        totalPrice: stored.total_price,
        unitCost: line.unitCost,
        returnedUnits: 0,
        shortfallUnits: line.shortfall,
        productName: line.lot.productName,
        barcode: line.lot.barcode,
      };
    }),
  );
}

/**
 * Stores one sale under its reference; a reference another sale holds (two tills, one
 * millisecond) gets a suffix or a fresh code. Throws AlreadyStored when the clientSaleId is taken.
 */
export async function storeSale(
  tx: Db,
  offlineRef: string | null,
  values: SaleValues,
  plan: SalePlan,
  lots: Map<number, LockedLot>,
  createdAt: Date,
): Promise<Sale> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const saleRef = offlineRef ? (attempt === 1 ? offlineRef : `${offlineRef}-${attempt}`) : saleReference();
    const sale = await insertSaleRows(tx, { ...values, saleRef }, plan, lots, createdAt);
    if (sale) return sale;
    if (await findSaleByClientId(tx, values.ownerId, values.clientSaleId)) throw new AlreadyStored();
  }
  throw new Error('no free sale reference after 5 tries');
}
