import type { AssistantLanguage, CurrencyCode, ReorderResponse } from '@assist/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { listReorder } from '../../reorder/list-reorder.js';
import { countText as n, moneyText, nameText } from '../money-text.js';
import type { ShopScope } from './shop-scope.js';

/** Lines the answer lists; the Reorder page has them all. */
const listed = 10;

/** "What should I order?": the Reorder page's own answer (lane reorder, issue 31). */
export async function reorderOf(scope: ShopScope): Promise<ReorderResponse> {
  const [user] = await scope.db.select().from(users).where(eq(users.id, scope.ownerId));
  if (!user) return { windowDays: 28, coverDays: 30, items: [] };
  return listReorder(scope.db, { ownerId: scope.ownerId, user }, {});
}

/** The suggested lines, least cover first, with boxes, cover, estimated cost and a network supplier. */
export function reorderText(answer: ReorderResponse, currency: CurrencyCode, language: AssistantLanguage): string {
  const ar = language === 'ar';
  const lines = answer.items.filter((item) => item.suggestedBoxes > 0);
  const basis = ar
    ? `بحسب مبيعات آخر ${n(answer.windowDays)} يومًا، لتغطية ${n(answer.coverDays)} يومًا مع مدة التوريد.`
    : `From the last ${n(answer.windowDays)} days of sales, to cover ${n(answer.coverDays)} days plus lead time.`;
  if (lines.length === 0) return [ar ? 'لا شيء يحتاج إلى طلب الآن.' : 'Nothing needs ordering now.', basis].join('\n');
  const head = ar
    ? `اقتراح الطلب: ${n(lines.length)} منتج.`
    : `Suggested order: ${n(lines.length)} ${lines.length === 1 ? 'product' : 'products'}.`;
  const rows = lines.slice(0, listed).map((item) => {
    const cover =
      item.daysOfCover === null ? '' : ar ? `، يكفي ${item.daysOfCover} يوم` : `, ${item.daysOfCover} days left`;
    const cost = item.estimatedCost === null ? '' : ` (${moneyText(item.estimatedCost, currency, language)})`;
    const network =
      item.marketplaceSupplierName === null
        ? ''
        : ar
          ? ` — متوفر لدى ${nameText(item.marketplaceSupplierName, language)}`
          : ` — on the network at ${nameText(item.marketplaceSupplierName, language)}`;
    const boxes = ar
      ? `${n(item.suggestedBoxes)} علبة`
      : `${n(item.suggestedBoxes)} ${item.suggestedBoxes === 1 ? 'box' : 'boxes'}`;
    return `- ${nameText(item.productName, language)}: ${boxes}${cost}${cover}${network}`;
  });
  const more = lines.length > listed ? [ar ? 'والبقية في صفحة إعادة الطلب.' : 'The rest are on the Reorder page.'] : [];
  return [
    head,
    basis,
    ...rows,
    ...more,
    ar ? 'أرسل الطلب من صفحة إعادة الطلب.' : 'Send the order from the Reorder page.',
  ].join('\n');
}
