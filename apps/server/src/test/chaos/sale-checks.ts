import { saleTotals, taxOn, toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { ChaosRecord } from './record.js';

/** One invariant checked: how many rows it looked at and what it found wrong (empty when it holds). */
export interface CheckResult {
  name: string;
  checked: number;
  problems: string[];
}

interface StoredLine {
  id: number;
  lot: number;
  quantity: number;
  unitType: string;
  units: number;
  shortfall: number;
  unitPrice: string;
  totalPrice: string;
  returned: number;
}

interface StoredSale {
  id: number;
  owner_id: number;
  client_sale_id: string;
  sale_ref: string;
  subtotal: string;
  tax_rate: string;
  tax: string;
  total: string;
  lines: StoredLine[] | string;
}

const ownerList = (owners: number[]) => sql.raw(owners.map(Number).join(','));

async function storedSales(db: Db, owners: number[]) {
  const result = await db.execute(sql`
    select s.id, s.owner_id, s.client_sale_id::text as client_sale_id, s.sale_ref, s.subtotal::text as subtotal,
      s.tax_rate::text as tax_rate, s.tax::text as tax, s.total::text as total,
      coalesce(json_agg(json_build_object('id', i.id, 'lot', i.lot_id, 'quantity', i.quantity, 'unitType', i.unit_type,
        'units', i.units, 'shortfall', i.shortfall_units, 'unitPrice', i.unit_price::text,
        'totalPrice', i.total_price::text, 'returned', i.returned_units) order by i.id)
        filter (where i.id is not null), '[]'::json)::text as lines
    from sales s left join sale_items i on i.sale_id = s.id
    where s.owner_id in (${ownerList(owners)}) group by s.id`);
  return rowsOf<StoredSale>(result).map((sale) => ({
    ...sale,
    lines: (typeof sale.lines === 'string' ? JSON.parse(sale.lines) : sale.lines) as StoredLine[],
  }));
}

/** Units each sale took out of lots, by its ledger lines (kind sale, reference = the sale's reference). */
async function soldUnitsByRef(db: Db, owners: number[]) {
  const result = await db.execute(sql`
    select owner_id, reference, (-sum(quantity_units))::int as units from stock_movements
    where owner_id in (${ownerList(owners)}) and kind in ('sale', 'offline_discrepancy')
    group by owner_id, reference`);
  return new Map(
    rowsOf<{ owner_id: number; reference: string; units: number }>(result).map((r) => [
      `${r.owner_id}:${r.reference}`,
      Number(r.units),
    ]),
  );
}

async function productOfLots(db: Db, owners: number[]) {
  const result = await db.execute(
    sql`select id, product_id from inventory_lots where owner_id in (${ownerList(owners)})`,
  );
  return new Map(rowsOf<{ id: number; product_id: number }>(result).map((r) => [Number(r.id), Number(r.product_id)]));
}

const sameLines = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Sales against the clients' record: every acknowledged sale stored once with the lines it was sent,
 * no sale refused outright stored, no sale the clients never had acknowledged at all (every sale is
 * sent again with its key until answered), none half-written (a sale without lines, lines whose
 * units the ledger does not show taken), and its money adds up (line = price x quantity,
 * subtotal = its lines, tax and total by the domain's saleTotals).
 */
export async function checkSales(db: Db, owners: number[], record: ChaosRecord): Promise<CheckResult[]> {
  const sales = await storedSales(db, owners);
  const byClientId = new Map<string, StoredSale[]>();
  for (const sale of sales) byClientId.set(sale.client_sale_id, [...(byClientId.get(sale.client_sale_id) ?? []), sale]);
  const acked: string[] = [];
  const products = await productOfLots(db, owners);
  for (const [clientSaleId, sent] of record.acked) {
    const stored = byClientId.get(clientSaleId) ?? [];
    if (stored.length !== 1) acked.push(`${clientSaleId}: acknowledged, stored ${stored.length} times`);
    const sale = stored[0];
    if (!sale) continue;
    if (sale.id !== sent.saleId)
      acked.push(`${clientSaleId}: acknowledged as sale ${sent.saleId}, stored as ${sale.id}`);
    // An offline line may be kept on another lot of its product it took from (planOfflineSale).
    const where = (lot: number) => (sent.offline ? `product ${products.get(lot)}` : `lot ${lot}`);
    const want = sent.lines.map((l) => `${where(l.inventoryId)}/${l.quantity}/${l.unitType}`);
    const got = (sale.lines as StoredLine[]).map((l) => `${where(l.lot)}/${l.quantity}/${l.unitType}`);
    if (!sameLines(want, got)) acked.push(`${clientSaleId}: sent ${want.join(' ')}, stored ${got.join(' ')}`);
  }
  const strangers = sales.filter((sale) => !record.acked.has(sale.client_sale_id));
  const refusedStored = strangers.filter((sale) => record.refused.has(sale.client_sale_id));
  const taken = await soldUnitsByRef(db, owners);
  const half: string[] = [];
  const money: string[] = [];
  for (const sale of sales) {
    const lines = sale.lines as StoredLine[];
    if (lines.length === 0) half.push(`sale ${sale.id} has no lines`);
    const units = lines.reduce((total, line) => total + line.units - line.shortfall, 0);
    const ledger = taken.get(`${sale.owner_id}:${sale.sale_ref}`) ?? 0;
    if (units !== ledger) half.push(`sale ${sale.id}: lines took ${units} units, the ledger shows ${ledger}`);
    for (const line of lines) {
      if (toMinor(line.unitPrice) * line.quantity !== toMinor(line.totalPrice))
        money.push(`line ${line.id}: ${line.unitPrice} x ${line.quantity} != ${line.totalPrice}`);
    }
    const subtotal = lines.reduce((total, line) => total + toMinor(line.totalPrice), 0);
    const want = saleTotals(subtotal, Number(sale.tax_rate));
    const got = { subtotal: sale.subtotal, tax: sale.tax, total: sale.total };
    if (
      toMinor(want.subtotal) !== toMinor(got.subtotal) ||
      toMinor(want.tax) !== toMinor(got.tax) ||
      toMinor(want.total) !== toMinor(got.total)
    )
      money.push(`sale ${sale.id}: stored ${JSON.stringify(got)}, its lines make ${JSON.stringify(want)}`);
  }
  const orphans = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from sale_items i left join sales s on s.id = i.sale_id
      where i.owner_id in (${ownerList(owners)}) and (s.id is null or s.owner_id <> i.owner_id)`),
  )[0]?.n;
  if (Number(orphans) > 0) half.push(`${orphans} sale lines without their sale`);
  return [
    { name: 'acknowledged sales stored once, with the lines sent', checked: record.acked.size, problems: acked },
    {
      name: 'no sale stored that was never acknowledged',
      checked: sales.length,
      problems: strangers.map(
        (s) => `sale ${s.id} (${s.client_sale_id})${refusedStored.includes(s) ? ' was refused' : ''}`,
      ),
    },
    { name: 'no sale half-written (lines and ledger)', checked: sales.length, problems: half },
    { name: 'sale money: lines, subtotal, tax, total', checked: sales.length, problems: money },
  ];
}

/**
 * Customer returns: each return's amount is its lines', no line returned beyond what it sold, a
 * line's returned units are its return lines', the tax given back is the tax on all returned so far
 * (returnTax telescopes), and the ledger took back exactly the units returned.
 */
export async function checkCustomerReturns(db: Db, owners: number[]): Promise<CheckResult> {
  const problems: string[] = [];
  const lines = rowsOf<{ id: number; units: number; returned: number; by_returns: number }>(
    await db.execute(sql`
      select i.id, i.units, i.returned_units as returned, coalesce(sum(ri.units), 0)::int as by_returns
      from sale_items i left join sale_return_items ri on ri.sale_item_id = i.id
      where i.owner_id in (${ownerList(owners)}) group by i.id having count(ri.id) > 0 or i.returned_units > 0`),
  );
  for (const line of lines) {
    if (Number(line.returned) !== Number(line.by_returns))
      problems.push(`line ${line.id}: returned_units ${line.returned}, its return lines ${line.by_returns}`);
    if (Number(line.by_returns) > Number(line.units))
      problems.push(`line ${line.id}: returned ${line.by_returns} of ${line.units}`);
  }
  const returns = rowsOf<{ id: number; amount: string; items: string }>(
    await db.execute(sql`
      select r.id, r.amount::text as amount, coalesce(sum(ri.amount), 0)::text as items
      from sale_returns r left join sale_return_items ri on ri.return_id = r.id
      where r.owner_id in (${ownerList(owners)}) group by r.id`),
  );
  for (const row of returns) {
    if (toMinor(row.amount) !== toMinor(row.items))
      problems.push(`return ${row.id}: amount ${row.amount}, lines ${row.items}`);
  }
  const bySale = rowsOf<{ sale_id: number; rate: string; amount: string; tax: string; subtotal: string }>(
    await db.execute(sql`
      select r.sale_id, s.tax_rate::text as rate, sum(r.amount)::text as amount, sum(r.tax)::text as tax,
        s.subtotal::text as subtotal
      from sale_returns r join sales s on s.id = r.sale_id
      where r.owner_id in (${ownerList(owners)}) group by r.sale_id, s.tax_rate, s.subtotal`),
  );
  for (const sale of bySale) {
    if (toMinor(sale.amount) > toMinor(sale.subtotal))
      problems.push(`sale ${sale.sale_id}: returned ${sale.amount} of ${sale.subtotal}`);
    if (taxOn(toMinor(sale.amount), Number(sale.rate)) !== toMinor(sale.tax))
      problems.push(`sale ${sale.sale_id}: tax given back ${sale.tax} on returns of ${sale.amount} at ${sale.rate}%`);
  }
  const ledger = rowsOf<{ owner_id: number; moved: number; returned: number }>(
    await db.execute(sql`
      select o.id as owner_id,
        (select coalesce(sum(quantity_units), 0)::int from stock_movements where owner_id = o.id and kind = 'sale_return') as moved,
        (select coalesce(sum(units), 0)::int from sale_return_items where owner_id = o.id) as returned
      from users o where o.id in (${ownerList(owners)})`),
  );
  for (const row of ledger) {
    if (Number(row.moved) !== Number(row.returned))
      problems.push(`owner ${row.owner_id}: ${row.returned} units returned, the ledger took back ${row.moved}`);
  }
  return { name: 'customer returns: never beyond the sale, money and ledger agree', checked: returns.length, problems };
}
