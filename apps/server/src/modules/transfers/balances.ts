import { type TransferBalance, formatAmount, toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

interface BalanceRow {
  partner: number;
  net: string;
  last: Date | string | null;
  partner_email: string;
  partner_name: string | null;
  my_name: string | null;
  my_email: string;
}

/**
 * What each partner and `me` owe each other, netted, in SQL (money never summed in floats): the
 * accepted transfers I sent them, minus the ones they sent me, minus their payments to me, plus
 * mine to them, minus the approved returns of type transfer (goods sent back, at the transfer's
 * price) either way. `net` > 0: the partner owes me. Settled partners (0) are left out; `partner`
 * narrows it to one.
 */
async function netBalances(db: Db, me: number, partner?: number): Promise<BalanceRow[]> {
  const onePartner = partner === undefined ? sql`true` : sql`p.partner = ${partner}`;
  const result = await db.execute(sql`
    with flows as (
      select owner_id as creditor, to_owner_id as debtor, total_cost as amount, created_at as at
      from transfers where status = 'accepted' and (owner_id = ${me} or to_owner_id = ${me})
      union all
      select to_owner_id, owner_id, -amount, null
      from transfer_payments where owner_id = ${me} or to_owner_id = ${me}
      union all
      select t.owner_id, t.to_owner_id, -r.total_value, null
      from supplier_returns r join transfers t on t.id = r.transfer_id and t.to_owner_id = r.owner_id
      where r.type = 'transfer' and r.status in ('approved', 'refunded') and t.status = 'accepted'
        and (t.owner_id = ${me} or t.to_owner_id = ${me})
    ), p as (
      select case when creditor = ${me} then debtor else creditor end as partner,
        sum(case when creditor = ${me} then amount else -amount end) as net, max(at) as last
      from flows group by 1
    )
    select p.partner, p.net::text as net, p.last, u.email as partner_email, u.business_name as partner_name,
      me.business_name as my_name, me.email as my_email
    from p join users u on u.id = p.partner join users me on me.id = ${me}
    where p.net <> 0 and ${onePartner}
    order by p.last desc nulls last, p.partner`);
  return rowsOf<BalanceRow>(result);
}

/** `GET /api/transfer-balances`: one balance per partner with anything outstanding. */
export async function listBalances(db: Db, me: number): Promise<TransferBalance[]> {
  return (await netBalances(db, me)).map((row) => presentBalance(row, me));
}

/** What `debtor` owes `creditor` now, in minor units (0 when nothing, or when it is the other way). */
export async function owedMinor(db: Db, debtor: number, creditor: number): Promise<number> {
  const [row] = await netBalances(db, creditor, debtor);
  const net = row ? toMinor(row.net) : 0;
  return Math.max(0, net);
}

function presentBalance(row: BalanceRow, me: number): TransferBalance {
  const partner = Number(row.partner);
  const partnerName = row.partner_name ?? row.partner_email;
  const myName = row.my_name ?? row.my_email;
  const owed = toMinor(row.net) > 0;
  return {
    type: owed ? 'owed' : 'owes',
    totalOutstanding: formatAmount(row.net.replace('-', '')),
    senderName: owed ? myName : partnerName,
    recipientName: owed ? partnerName : myName,
    fromUserId: owed ? partner : me,
    toUserId: owed ? me : partner,
    partnerId: partner,
    partnerName,
    partnerEmail: row.partner_email,
    lastTransferDate: row.last === null ? null : new Date(row.last).toISOString(),
  };
}
