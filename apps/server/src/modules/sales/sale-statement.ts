import type { Sale } from '@assist/domain';
import type { PreparedStatement } from '../../db/prepared.js';
import { type SaleCheck, saleMovementsSql, saleStock, takeWantedSql } from '../stock/stock-ledger.js';
import type { LockedLot } from './locked-lots.js';
import type { SalePlan } from './plan-sale.js';
import { presentSale } from './present-sale.js';
import type { SaleValues } from './sale-values.js';

/** A sale ready to be written: its row (reference chosen) and its plan. */
export interface PlannedSale {
  values: SaleValues & { saleRef: string };
  plan: SalePlan;
}

/** Sales to write in one statement: the lots their plans read, how to check them, the day and the moment. */
export interface SalesToWrite {
  sales: PlannedSale[];
  lots: Map<number, LockedLot>;
  check: SaleCheck;
  /** The day a `live` check counts expiry against. */
  today: string;
  createdAt: Date;
  /** The cashier's session: nothing is written unless it is still live (Cashier.sessionId). */
  sessionId?: string;
}

/** One row of the statement's answer: a stored line with its sale. */
export interface StoredLineRow {
  sale_ref: string;
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
 * The statement's values: $1 the sales (row, lines and movements of each, keys named as the
 * columns, so its text is the same for any number of sales and PostgreSQL gives each value its
 * column's type), $2 the units wanted per lot, $3 the tenant, $4 the day, $5 the cashier's session (or null).
 */
export function statementValues({ sales, lots, check, today, createdAt, sessionId }: SalesToWrite): unknown[] {
  const ownerId = sales[0]!.values.ownerId;
  const stock = saleStock(
    sales.map((sale) => sale.plan),
    lots,
    check,
  );
  const rows = sales.map(({ values, plan }, n) => ({
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
    moves: stock.moves[n],
  }));
  return [JSON.stringify(rows), JSON.stringify(stock.wanted), ownerId, today, sessionId ?? null];
}

/**
 * Planned sales, one or many, in one statement (DESIGN §5's conditional decrement): each wanted
 * lot loses its units only as takeWantedSql checks; then, only if every lot was taken, the sales,
 * their lines and their ledger are written, each sale unless its client id or reference is taken.
 * Unless every sale went in, and the cashier's session ($5) is still in the database, checkout_refused_unless
 * (migration 0007) raises AS409 and PostgreSQL undoes all of it: the caller reads again (writeSales
 * tells a session ended on another instance from a stock race). One row per stored line, in the order written.
 * See docs/decisions/2026-11-22-checkout-throughput.md and 2026-11-25-one-stock-writer.md.
 */
export const writeSalesStatement: PreparedStatement = {
  name: 'write_planned_sales',
  text: `
    with r as (select $1::jsonb as j),
    e as (select x.j, x.n, x.j -> 'sale' ->> 'sale_ref' as ref from r, jsonb_array_elements(r.j) with ordinality x(j, n)),
    ${takeWantedSql},
    s as (
      insert into sales (owner_id, sale_ref, client_sale_id, cashier_user_id, cashier_team_member_id, payment_method,
        subtotal, tax_rate, tax, total, customer_name, offline, sold_at, created_at)
      select v.owner_id, v.sale_ref, v.client_sale_id, v.cashier_user_id, v.cashier_team_member_id, v.payment_method,
        v.subtotal, v.tax_rate, v.tax, v.total, v.customer_name, v.offline, v.sold_at, v.created_at
      from e, jsonb_populate_record(null::sales, e.j -> 'sale') v
      where (select count(*) from taken) = (select count(*) from want)
      order by e.n
      on conflict do nothing
      returning id, owner_id, sale_ref, status, subtotal, tax_rate, tax, total),
    i as (
      insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price,
        total_price, unit_cost, shortfall_units)
      select s.owner_id, s.id, v.lot_id, v.product_id, v.quantity, v.unit_type, v.units, v.unit_price, v.total_price,
        v.unit_cost, v.shortfall_units
      from s join e on e.ref = s.sale_ref,
        jsonb_populate_recordset(null::sale_items, e.j -> 'lines') with ordinality v
      order by e.n, v.ordinality
      returning id, sale_id, unit_price, total_price),
    ${saleMovementsSql},
    ok as (select checkout_refused_unless((select count(*) from s) = (select count(*) from e)
      and ($5::text is null or exists (select 1 from sessions where id = $5::text and expires_at > now()))) as ok)
    select x.* from ok left join lateral (
      select s.sale_ref, s.id as sale_id, s.status, s.subtotal::text, s.tax_rate::text, s.tax::text, s.total::text,
        i.id, i.unit_price::text, i.total_price::text
      from s join i on i.sale_id = s.id) x on true
    order by x.id`,
};

/** The sales as stored, presented from the statement's rows, in the order they were planned. */
export function presentWritten(rows: StoredLineRow[], { sales, createdAt }: SalesToWrite): Sale[] {
  const byRef = new Map<string, StoredLineRow[]>();
  for (const row of rows) byRef.set(row.sale_ref, [...(byRef.get(row.sale_ref) ?? []), row]);
  return sales.map(({ values, plan }) => {
    const stored = byRef.get(values.saleRef);
    const first = stored?.[0];
    if (!stored || !first) throw new Error('a written sale came back without lines');
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
      plan.lines.map((line, n) => {
        const row = stored[n]!;
        return {
          id: Number(row.id),
          ownerId: values.ownerId,
          saleId,
          lotId: line.lot.id,
          productId: line.lot.productId,
          quantity: line.quantity,
          unitType: line.unitType,
          units: line.units,
          unitPrice: row.unit_price,
          totalPrice: row.total_price,
          unitCost: line.unitCost,
          returnedUnits: 0,
          shortfallUnits: line.shortfall,
          productName: line.lot.productName,
          barcode: line.lot.barcode,
          batchNumber: line.lot.batchNumber,
        };
      }),
    );
  });
}
