import { type Minor, type TransferBalance, fromMinor, toMinor } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

interface BalanceRow {
  partner: number;
  currency: string;
  net: string;
  claims_to_me: string;
  claims_from_me: string;
  last: Date | string | null;
  partner_email: string;
  partner_name: string | null;
  my_name: string | null;
  my_email: string;
}

/**
 * What each partner and `me` owe each other per currency (two currencies are never netted), in
 * SQL (money never summed in floats): the accepted transfers I sent them, minus the ones they sent
 * me, minus their confirmed payments to me, plus mine to them, minus the approved returns of type
 * transfer (goods sent back, at the transfer's price) either way, each in its trade's currency.
 * `net` > 0: the partner owes me. Pending claims are summed apart (claims_to_me: what the partner
 * says it paid me; claims_from_me: what I say I paid it). Settled pairs with no claim are left
 * out; `partner` narrows it to one.
 */
async function netBalances(db: Db, me: number, partner?: number): Promise<BalanceRow[]> {
  const onePartner = partner === undefined ? sql`true` : sql`p.partner = ${partner}`;
  const result = await db.execute(sql`
    with flows as (
      select owner_id as creditor, to_owner_id as debtor, currency, total_cost as amount, 0::numeric as claim,
        created_at as at
      from transfers where status = 'accepted' and (owner_id = ${me} or to_owner_id = ${me})
      union all
      select to_owner_id, owner_id, currency,
        case when status = 'confirmed' then -amount else 0 end, case when status = 'pending' then amount else 0 end, null
      from transfer_payments where (owner_id = ${me} or to_owner_id = ${me}) and status <> 'rejected'
      union all
      select t.owner_id, t.to_owner_id, t.currency, -r.total_value, 0, null
      from supplier_returns r join transfers t on t.id = r.transfer_id and t.to_owner_id = r.owner_id
      where r.type = 'transfer' and r.status in ('approved', 'refunded') and t.status = 'accepted'
        and (t.owner_id = ${me} or t.to_owner_id = ${me})
    ), p as (
      select case when creditor = ${me} then debtor else creditor end as partner, currency,
        sum(case when creditor = ${me} then amount else -amount end) as net,
        sum(case when creditor = ${me} then claim else 0 end) as claims_to_me,
        sum(case when creditor = ${me} then 0 else claim end) as claims_from_me,
        max(at) as last
      from flows group by 1, 2
    )
    select p.partner, p.currency, p.net::text as net, p.claims_to_me::text as claims_to_me,
      p.claims_from_me::text as claims_from_me, p.last, u.email as partner_email,
      u.business_name as partner_name, me.business_name as my_name, me.email as my_email
    from p join users u on u.id = p.partner join users me on me.id = ${me}
    where (p.net <> 0 or p.claims_to_me <> 0 or p.claims_from_me <> 0) and ${onePartner}
    order by p.last desc nulls last, p.partner, p.currency`);
  return rowsOf<BalanceRow>(result);
}

/** `GET /api/transfer-balances`: one balance per partner and currency with anything outstanding or claimed. */
export async function listBalances(db: Db, me: number): Promise<TransferBalance[]> {
  return (await netBalances(db, me)).map((row) => presentBalance(row, me));
}

/** What `debtor` owes `creditor` in one currency, in minor units, and the debtor's claims not yet confirmed. */
export interface Debt {
  currency: string;
  owed: Minor;
  pendingClaims: Minor;
}

/** What `debtor` owes `creditor` now, per currency it owes anything in (owed > 0 or a claim waits). */
export async function debtsOf(db: Db, debtor: number, creditor: number): Promise<Debt[]> {
  if (debtor === creditor) return [];
  return (await netBalances(db, creditor, debtor))
    .map((row) => ({
      currency: row.currency,
      owed: Math.max(0, toMinor(row.net)),
      pendingClaims: toMinor(row.claims_to_me),
    }))
    .filter((debt) => debt.owed > 0 || debt.pendingClaims > 0);
}

function presentBalance(row: BalanceRow, me: number): TransferBalance {
  const partner = Number(row.partner);
  const partnerName = row.partner_name ?? row.partner_email;
  const myName = row.my_name ?? row.my_email;
  const net = toMinor(row.net);
  const owed = net > 0 || (net === 0 && toMinor(row.claims_to_me) > 0);
  return {
    type: owed ? 'owed' : 'owes',
    currency: row.currency,
    totalOutstanding: fromMinor(Math.abs(net)),
    pendingClaims: owed ? fromMinor(toMinor(row.claims_to_me)) : fromMinor(toMinor(row.claims_from_me)),
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
