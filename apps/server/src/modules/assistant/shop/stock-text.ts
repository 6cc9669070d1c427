import type { AssistantLanguage } from '@assist/domain';
import type { LowStock } from '../../dashboard/low-stock.js';
import { countText as n, nameText } from '../money-text.js';
import type { ExpiringThisMonth } from './expiring.js';
import type { StockAnswer } from './product-stock.js';

/** Stock as a line says it: "3 boxes (36 units)", "3 علبة (36 وحدة)"; less than a box: "5 units". */
function boxesAndUnits(boxes: number, units: number, language: AssistantLanguage): string {
  const unitText = language === 'ar' ? `${n(units)} وحدة` : `${n(units)} ${units === 1 ? 'unit' : 'units'}`;
  if (boxes === 0) return unitText;
  const boxText = language === 'ar' ? `${n(boxes)} علبة` : `${n(boxes)} ${boxes === 1 ? 'box' : 'boxes'}`;
  return `${boxText} (${unitText})`;
}

/** The answer to "how many X do we have": each product the term names with its live stock. */
export function productStockText(term: string, answer: StockAnswer, language: AssistantLanguage): string {
  const ar = language === 'ar';
  const found = answer.products;
  if (found.length === 0) {
    return ar
      ? `لم أجد منتجًا باسم "${nameText(term, language)}" في مخزونك. جرّب جزءًا آخر من الاسم أو الباركود في صفحة المخزون.`
      : `I found no product called "${term}" in your inventory. Try another part of its name, or its barcode on the Inventory page.`;
  }
  const lines = found.map((p) => {
    if (p.units === 0)
      return ar
        ? `- ${nameText(p.name, language)}: لا يوجد مخزون صالح`
        : `- ${nameText(p.name, language)}: none in stock`;
    return `- ${nameText(p.name, language)}: ${boxesAndUnits(p.boxes, p.units, language)}`;
  });
  if (answer.more > 0) {
    lines.push(
      ar
        ? `... و${n(answer.more)} منتجات أخرى تطابق "${nameText(term, language)}": تجدها كلها في صفحة المخزون.`
        : `... and ${n(answer.more)} more ${answer.more === 1 ? 'product matches' : 'products match'} "${term}": see them all on the Inventory page.`,
    );
  }
  const head = ar ? 'المخزون الصالح (غير المنتهي وغير المؤرشف):' : 'In stock (live lots, not expired or archived):';
  const foundAs = answer.foundAs;
  if (!foundAs) return [head, ...lines].join('\n');
  const note = ar
    ? `لا يوجد منتج باسم "${nameText(term, language)}"؛ هذه منتجات ${foundAs}، المادة نفسها:`
    : `No product is called "${term}"; these are ${foundAs}, the same medicine:`;
  return [note, ...lines].join('\n');
}

/** The answer to "what is low": the dashboard's Low Stock Alert list. */
export function lowStockText(stock: LowStock, language: AssistantLanguage): string {
  const ar = language === 'ar';
  if (stock.lowStockCount === 0) {
    return ar ? 'لا توجد منتجات منخفضة المخزون (10 وحدات أو أقل).' : 'No product is low on stock (10 units or fewer).';
  }
  const head = ar
    ? `${n(stock.lowStockCount)} منتج منخفض المخزون (10 وحدات أو أقل):`
    : `${n(stock.lowStockCount)} ${stock.lowStockCount === 1 ? 'product is' : 'products are'} low on stock (10 units or fewer):`;
  const lines = stock.lowStockItems
    .slice(0, 20)
    .map(
      (item) =>
        `- ${nameText(item.product.name, language)}: ${boxesAndUnits(item.availableBoxes, item.availableUnits, language)}`,
    );
  const more = stock.lowStockCount - lines.length;
  if (more > 0) lines.push(ar ? `... و${n(more)} غيرها في لوحة التحكم.` : `... and ${n(more)} more on the Dashboard.`);
  return [head, ...lines].join('\n');
}

/** The answer to "what expires this month". */
export function expiringText(expiring: ExpiringThisMonth, language: AssistantLanguage): string {
  const ar = language === 'ar';
  if (expiring.count === 0) {
    return ar
      ? `لا شيء في المخزون تنتهي صلاحيته من اليوم حتى ${expiring.toDate}.`
      : `Nothing in stock expires between today and ${expiring.toDate}.`;
  }
  const head = ar
    ? `${n(expiring.count)} دفعة تنتهي صلاحيتها من اليوم حتى ${expiring.toDate}:`
    : `${n(expiring.count)} ${expiring.count === 1 ? 'lot expires' : 'lots expire'} between today and ${expiring.toDate}:`;
  const lines = expiring.lots.map(
    (lot) => `- ${nameText(lot.name, language)} (${lot.expiryDate}): ${boxesAndUnits(lot.boxes, lot.units, language)}`,
  );
  const more = expiring.count - lines.length;
  if (more > 0)
    lines.push(ar ? `... و${n(more)} غيرها في صفحة المخزون.` : `... and ${n(more)} more on the Inventory page.`);
  return [head, ...lines].join('\n');
}
