import { type AssistantLanguage, type CurrencyCode, type SalesPeriod, fromMinor, sum, toMinor } from '@assist/domain';
import { countText as n, moneyText, nameText } from '../money-text.js';
import type { BestSellers, SalesSummary, ShortageList, SupplierBalances } from './shop-figures.js';

const periodNames: Record<SalesPeriod, Record<AssistantLanguage, string>> = {
  today: { en: 'Today', ar: 'اليوم' },
  week: { en: 'The last 7 days', ar: 'آخر 7 أيام' },
  month: { en: 'This month', ar: 'هذا الشهر' },
};

const arabicPriorities: Record<string, string> = { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', urgent: 'عاجلة' };

const span = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);

/** The answer to "today's sales and profit" and the like. */
export function salesText(summary: SalesSummary, currency: CurrencyCode, language: AssistantLanguage): string {
  const name = periodNames[summary.period][language];
  const money = (amount: string) => moneyText(amount, currency, language);
  if (language === 'ar') {
    return [
      `${name} (${span(summary.fromDate, summary.toDate)}):`,
      `- المبيعات: ${money(summary.revenue)} من ${n(summary.sales)} عملية بيع`,
      `- الربح: ${money(summary.profit)}`,
      'الإيراد بعد خصم المرتجعات وقبل الضريبة، والربح بعد تكلفة البضاعة المباعة، كما في لوحة التحكم.',
    ].join('\n');
  }
  return [
    `${name} (${span(summary.fromDate, summary.toDate)}):`,
    `- Sales: ${money(summary.revenue)} from ${n(summary.sales)} ${summary.sales === 1 ? 'sale' : 'sales'}`,
    `- Profit: ${money(summary.profit)}`,
    'Revenue is net of returns and before tax; profit is after the cost of the goods sold, as on the Dashboard.',
  ].join('\n');
}

/** The answer to "what are our best sellers". */
export function bestSellersText(best: BestSellers, currency: CurrencyCode, language: AssistantLanguage): string {
  const name = periodNames[best.period][language];
  const ar = language === 'ar';
  if (best.products.length === 0) {
    return ar ? `لا مبيعات في ${name}.` : `${name}: no sales yet.`;
  }
  const head = ar
    ? `الأكثر مبيعًا في ${name} (${span(best.fromDate, best.toDate)}):`
    : `Best sellers, ${name.toLowerCase()} (${span(best.fromDate, best.toDate)}):`;
  const lines = best.products.map(
    (p, i) =>
      `${i + 1}. ${nameText(p.name, language)}: ${moneyText(p.revenue, currency, language)}, ${n(p.units)} ${ar ? 'وحدة' : p.units === 1 ? 'unit' : 'units'}`,
  );
  return [head, ...lines].join('\n');
}

/** The answer to "what do we owe (a supplier)". */
export function supplierBalancesText(
  balances: SupplierBalances,
  currency: CurrencyCode,
  language: AssistantLanguage,
): string {
  const ar = language === 'ar';
  const money = (amount: string) => moneyText(amount, currency, language);
  const line = (s: { name: string; balance: string }) => {
    const value = Number(s.balance);
    if (value < 0) {
      const credit = money(fromMinor(-toMinor(s.balance)));
      return ar ? `- ${nameText(s.name, language)}: رصيد لصالحك ${credit}` : `- ${s.name}: they owe you ${credit}`;
    }
    return `- ${nameText(s.name, language)}: ${money(s.balance)}`;
  };
  if (balances.suppliers.length === 0) return ar ? 'لا ديون عليك لأي مورد.' : 'You owe no supplier anything.';
  const lines = balances.suppliers.map(line);
  if (balances.named) return [ar ? 'المستحق للمورد:' : 'Outstanding balance:', ...lines].join('\n');
  const total = fromMinor(sum(balances.suppliers.map((s) => toMinor(s.balance))));
  const head = ar ? `المستحق للموردين: ${money(total)} في المجموع` : `You owe your suppliers ${money(total)} in all:`;
  return [head, ...lines].join('\n');
}

/** The answer to "what is on the shortage list" / "what is a shortage item". */
export function shortageText(list: ShortageList, language: AssistantLanguage): string {
  const ar = language === 'ar';
  const what = ar
    ? 'عنصر النقص منتج نفد أو قارب على النفاد تدوّنه في دفتر النواقص ليوم معيّن، ثم تعلّمه منجزًا عند طلبه أو توفّره.'
    : 'A shortage item is a product you ran short of, noted in the Shortage Notebook for a day and marked completed once it is ordered or found.';
  if (list.items.length === 0) {
    return [
      what,
      ar ? `لا عناصر في قائمة النواقص اليوم (${list.date}).` : `Today's shortage list (${list.date}) is empty.`,
    ].join('\n');
  }
  const open = list.items.filter((item) => !item.isCompleted).length;
  const head = ar
    ? `قائمة النواقص اليوم (${list.date}): ${n(list.items.length)} عنصر، ${n(open)} غير منجز:`
    : `Today's shortage list (${list.date}): ${n(list.items.length)} ${list.items.length === 1 ? 'item' : 'items'}, ${n(open)} open:`;
  const lines = list.items.map((item) => {
    const done = item.isCompleted ? (ar ? ' (منجز)' : ' (done)') : '';
    const priority = ar ? (arabicPriorities[item.priority] ?? item.priority) : item.priority;
    return `- ${nameText(item.productName, language)} [${priority}]${done}`;
  });
  return [what, head, ...lines].join('\n');
}
