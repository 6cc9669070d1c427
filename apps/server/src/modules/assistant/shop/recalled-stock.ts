import type { AssistantLanguage } from '@assist/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import { countText as n, nameText } from '../money-text.js';
import type { ShopScope } from './shop-scope.js';

/** How many recalled lots an answer lists at most (the count covers them all). */
const recalledListed = 20;

export interface RecalledLot {
  name: string;
  batchNumber: string | null;
  expiryDate: string;
  units: number;
  action: 'stop_selling' | 'return';
}

/** The scope's live lots with units whose batch was recalled (lane recalls), by name. */
export async function recalledStock(scope: ShopScope): Promise<{ count: number; lots: RecalledLot[] }> {
  const rows = rowsOf<RecalledLot & { count: number }>(
    await scope.db.execute(sql`
      select p.name, l.batch_number as "batchNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
        l.quantity_units as units, r.action, count(*) over ()::int as count
      from inventory_lots l join products p on p.id = l.product_id join recalls r on r.id = l.recall_id
      where l.owner_id = ${scope.ownerId} and l.archived_at is null and l.quantity_units > 0
      order by lower(p.name), l.expiry_date, l.id
      limit ${recalledListed}`),
  );
  return { count: rows[0]?.count ?? 0, lots: rows.map(({ count: _count, ...lot }) => lot) };
}

/** "Do we have recalled stock?": each recalled lot held, its batch, units and what the recall asks. */
export function recalledText(found: { count: number; lots: RecalledLot[] }, language: AssistantLanguage): string {
  const ar = language === 'ar';
  if (found.count === 0) return ar ? 'لا يوجد لديك مخزون من تشغيلات مسحوبة.' : 'You hold no stock of a recalled batch.';
  const head = ar
    ? `لديك ${n(found.count)} دفعة من تشغيلات مسحوبة (الصندوق لا يبيعها):`
    : `You hold ${n(found.count)} ${found.count === 1 ? 'lot' : 'lots'} of recalled batches (the till will not sell them):`;
  const lines = found.lots.map((lot) => {
    const batch = lot.batchNumber ?? '—';
    const todo = ar
      ? lot.action === 'return'
        ? 'أرجعها إلى المرسل'
        : 'أوقف بيعها'
      : lot.action === 'return'
        ? 'return it to the sender'
        : 'stop selling it';
    const units = ar ? `${n(lot.units)} وحدة` : `${n(lot.units)} ${lot.units === 1 ? 'unit' : 'units'}`;
    const batchText = ar ? `التشغيلة ${batch}` : `batch ${batch}`;
    return `- ${nameText(lot.name, language)} (${batchText}, ${lot.expiryDate}): ${units}; ${todo}`;
  });
  const tail = ar ? 'التفاصيل في صفحة سحب التشغيلات.' : 'Details are on the Recalls page.';
  return [head, ...lines, tail].join('\n');
}
