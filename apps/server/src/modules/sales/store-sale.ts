import { type Sale, saleReference } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PreparedStatement, runPrepared } from '../../db/prepared.js';
import { postgresCode } from '../../platform/postgres-errors.js';
import type { LockedLot } from './locked-lots.js';
import type { SalePlan } from './plan-sale.js';
import { presentSale } from './present-sale.js';
import { AlreadyStored, type SaleValues, movementsOf } from './record-sale.js';
import { findSaleByClientId } from './sales-repository.js';
import { rowsOf } from '../../db/rows.js';

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

/** What one sale writes: its row, its lines and its ledger, keyed by column name. */
export interface SaleRows {
  values: SaleValues & { saleRef: string };
  plan: SalePlan;
  lots: Map<number, LockedLot>;
  createdAt: Date;
}

/**
 * The sale's rows as one JSON parameter, keys named as the columns, so the statement's text is the
 * same for every sale and PostgreSQL gives each value its column's type (jsonb_populate_record).
 */
function rowsParameter({ values, plan, lots, createdAt }: SaleRows): string {
  return JSON.stringify({
    sale: {
      owner_id: values.ownerId,
      sale_ref: values.saleRef,
      client_sale_id: values.clientSaleId,
      cashier_user_id: values.cashierUserId ?? null,
      cashier_team_member_id: values.cashierTeamMemberId ?? null,
      payment_method: values.paymentMethod,
      subtotal: values.subtotal,
      tax_rate: values.taxRate,
      tax: values.tax,
      total: values.total,
      customer_name: values.customerName ?? null,
      offline: values.offline ?? false,
      sold_at: (values.soldAt ?? createdAt).toISOString(),
      created_at: createdAt.toISOString(),
    },
    lines: plan.lines.map((line) => ({
      lot_id: line.lot.id,
      product_id: line.lot.productId,
      quantity: line.quantity,
      unit_type: line.unitType,
      units: line.units,
      unit_price: line.unitPrice,
      total_price: line.totalPrice,
      unit_cost: line.unitCost,
      shortfall_units: line.shortfall,
    })),
    moves: movementsOf(plan, lots, values).map((move) => ({
      lot_id: move.lotId,
      product_id: move.productId,
      kind: move.kind,
      quantity_units: move.quantityUnits,
      cost_per_box: move.costPerBox,
      units_per_box: move.unitsPerBox,
    })),
  });
}

/**
 * The statement's CTEs that write the sale (unless its client id or reference is taken, or
 * `onlyIf` is false), then its lines and movements from what the sale insert returned: a sale
 * refused writes nothing. Reads the rows from the CTE `r` (column j). Fixed SQL text, no values.
 */
const saleCtes = (onlyIf = 'true') => `
  s as (
    insert into sales (owner_id, sale_ref, client_sale_id, cashier_user_id, cashier_team_member_id, payment_method,
      subtotal, tax_rate, tax, total, customer_name, offline, sold_at, created_at)
    select v.owner_id, v.sale_ref, v.client_sale_id, v.cashier_user_id, v.cashier_team_member_id, v.payment_method,
      v.subtotal, v.tax_rate, v.tax, v.total, v.customer_name, v.offline, v.sold_at, v.created_at
    from r, jsonb_populate_record(null::sales, r.j -> 'sale') v
    where ${onlyIf}
    on conflict do nothing
    returning id, owner_id, sale_ref, status, subtotal, tax_rate, tax, total),
  i as (
    insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price,
      total_price, unit_cost, shortfall_units)
    select s.owner_id, s.id, v.lot_id, v.product_id, v.quantity, v.unit_type, v.units, v.unit_price, v.total_price,
      v.unit_cost, v.shortfall_units
    from s, r, jsonb_populate_recordset(null::sale_items, r.j -> 'lines') with ordinality v
    order by v.ordinality
    returning id, unit_price, total_price),
  m as (
    insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
      reference)
    select s.owner_id, v.lot_id, v.product_id, v.kind, v.quantity_units, v.cost_per_box, v.units_per_box, s.sale_ref
    from s, r, jsonb_populate_recordset(null::stock_movements, r.j -> 'moves') v)`;

const storedColumns = `s.id as sale_id, s.status, s.subtotal::text, s.tax_rate::text, s.tax::text, s.total::text,
  i.id, i.unit_price::text, i.total_price::text`;

/** The sale as stored, presented from the statement's rows (one per line), or null when none came back. */
function presentStored(rows: StoredLineRow[], { values, plan, createdAt }: SaleRows): Sale | null {
  const first = rows[0];
  if (!first) return null;
  const saleId = Number(first.sale_id);
  return presentSale(
    {
      ...values,
      cashierUserId: values.cashierUserId ?? null,
      cashierTeamMemberId: values.cashierTeamMemberId ?? null,
      customerName: values.customerName ?? null,
      offline: values.offline ?? false,
      soldAt: values.soldAt ?? createdAt,
      id: saleId,
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
        saleId,
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
 * The sale, its lines and its ledger in one statement, inside the caller's transaction (whose
 * stock is already taken). Answers the stored sale, or null when its client id or reference is taken.
 */
async function insertSaleRows(tx: Db, rows: SaleRows): Promise<Sale | null> {
  const result = await tx.execute(sql`
    with r as (select ${rowsParameter(rows)}::jsonb as j), ${sql.raw(saleCtes())}
    select ${sql.raw(storedColumns)} from s, i order by i.id`);
  return presentStored(rowsOf<StoredLineRow>(result), rows);
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
    const sale = await insertSaleRows(tx, { values: { ...values, saleRef }, plan, lots, createdAt });
    if (sale) return sale;
    if (await findSaleByClientId(tx, values.ownerId, values.clientSaleId)) throw new AlreadyStored();
  }
  throw new Error('no free sale reference after 5 tries');
}

/** The SQLSTATE `checkout_refused_unless` raises (migration 0007). */
const refusedCode = 'AS409';

/** True when the one-statement sale was refused: stock, a price or the reference changed since it was read. */
export function isRefusedSale(error: unknown): boolean {
  return postgresCode(error) === refusedCode;
}

/**
 * An online sale in one statement, on its own (no transaction around it; DESIGN §5's conditional
 * decrement): each lot loses its units only where it is the tenant's, live, not expired on
 * `today`, holds that many and is still priced and packed as the plan read it; then the sale, its
 * lines and its ledger are written. Unless every lot was taken and the sale row went in, the
 * statement raises (isRefusedSale) and PostgreSQL undoes all of it: the caller reads again.
 * Values: $1 the sale's rows, $2 the units wanted per lot with what the plan read, $3 the tenant, $4 today.
 */
export const oneStatementSale: PreparedStatement = {
  name: 'checkout_one_statement_sale',
  text: `
    with r as (select $1::jsonb as j),
    want as (
      select * from jsonb_to_recordset($2::jsonb)
        as w(id int, units int, units_per_box int, retail_price numeric, cost_price numeric)),
    taken as (
      update inventory_lots l set quantity_units = l.quantity_units - w.units, updated_at = now()
      from want w
      where l.id = w.id and l.owner_id = $3::int and l.archived_at is null and l.expiry_date >= $4::date
        and l.quantity_units >= w.units and l.units_per_box = w.units_per_box and l.retail_price = w.retail_price
        and l.cost_price = w.cost_price
      returning l.id),
    ${saleCtes('(select count(*) from taken) = (select count(*) from want)')},
    ok as (select checkout_refused_unless(exists (select 1 from s)) as ok)
    select x.* from ok left join lateral (select ${storedColumns} from s, i) x on true
    order by x.id`,
};

/** Writes an online sale with oneStatementSale; throws an error isRefusedSale knows when it was refused. */
export async function sellInOneStatement(db: Db, rows: SaleRows, today: string): Promise<Sale> {
  const wanted = [...rows.plan.decrements].map(([id, units]) => {
    const lot = rows.lots.get(id)!;
    return { id, units, units_per_box: lot.unitsPerBox, retail_price: lot.retailPrice, cost_price: lot.costPrice };
  });
  const stored = await runPrepared<StoredLineRow>(db, oneStatementSale, [
    rowsParameter(rows),
    JSON.stringify(wanted),
    rows.values.ownerId,
    today,
  ]);
  const sale = presentStored(stored, rows);
  if (!sale) throw new Error('a sale written in one statement came back without lines');
  return sale;
}
