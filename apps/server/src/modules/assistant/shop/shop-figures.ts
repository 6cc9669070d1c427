import { type DayRange, type SalesPeriod, normaliseLetters, presetRange, withoutArticle } from '@assist/domain';
import { type LowStock, lowStock } from '../../dashboard/low-stock.js';
import { periodOf } from '../../dashboard/period.js';
import { salesFigures } from '../../dashboard/sales-figures.js';
import { listShortageItems } from '../../shortage/shortage-repository.js';
import { listSuppliers } from '../../suppliers/suppliers-repository.js';
import { monthOf } from './expiring.js';
import { nameScore } from '../name-match.js';
import type { ShopScope } from './shop-scope.js';

/**
 * The days of a period for the business: today; the week as the dashboard's "last 7 days"
 * (today and the 6 before); the month from its first day to today.
 */
export function daysOf(period: SalesPeriod, today: string): DayRange {
  if (period === 'today') return { fromDate: today, toDate: today };
  if (period === 'week') return presetRange(7, today);
  return { fromDate: monthOf(today).fromDate, toDate: today };
}

export interface SalesSummary extends DayRange {
  period: SalesPeriod;
  revenue: string;
  profit: string;
  sales: number;
}

/** Revenue, profit and the number of sales of a period, by the dashboard's rules and rollups. */
export async function salesSummary(scope: ShopScope, period: SalesPeriod): Promise<SalesSummary> {
  const days = daysOf(period, scope.today);
  const figures = await salesFigures(scope.db, scope.ownerId, periodOf(days, scope.timeZone));
  return { ...days, period, revenue: figures.totalRevenue, profit: figures.totalProfit, sales: figures.totalSales };
}

export interface BestSellers extends DayRange {
  period: SalesPeriod;
  products: { name: string; units: number; revenue: string }[];
}

/** The dashboard's top products (by revenue net of returns) of a period. */
export async function bestSellers(scope: ShopScope, period: SalesPeriod): Promise<BestSellers> {
  const days = daysOf(period, scope.today);
  const figures = await salesFigures(scope.db, scope.ownerId, periodOf(days, scope.timeZone));
  return {
    ...days,
    period,
    products: figures.topProducts.map((p) => ({ name: p.name, units: p.sales, revenue: p.revenue })),
  };
}

/** The dashboard's Low Stock Alert: products with 10 units or fewer in live lots. */
export const lowStockOf = (scope: ShopScope): Promise<LowStock> => lowStock(scope.db, scope.ownerId, scope.today);

export interface SupplierBalance {
  name: string;
  balance: string;
}

export interface SupplierBalances {
  /** The suppliers the question named; empty when it named none (then `suppliers` is all of them). */
  named: boolean;
  suppliers: SupplierBalance[];
}

/** Words of a supplier's name that say nothing about which one it is. */
const companyWords = new Set(
  'co company ltd llc inc the and of medical supplies supply pharma pharmaceutical pharmaceuticals pharmacy drugs trading group store شركه مكتب مؤسسه الادويه ادويه'.split(
    ' ',
  ),
);
/** Words of a balance question that never name a supplier. */
const questionWords = new Set(
  'what how much many do does we our owe owed owing to the all supplier suppliers balance balances outstanding debt debts is are كم ندين علينا مورد موردين رصيد ديون دين شركه مستحق'.split(
    ' ',
  ),
);

/**
 * The ways a question may spell a supplier's name word: each word, without an Arabic article or
 * a one-letter preposition ("لميد" -> "ميد"), and two neighbours run together ("ميد سبلاي" for
 * "MedSupply").
 */
function spellings(question: string): string[] {
  const words = question
    .split(' ')
    .map(withoutArticle)
    .filter((word) => word && !questionWords.has(word));
  const bare = words.map((word) => (/^[لب][\u0600-\u06FF]{3,}$/.test(word) ? word.slice(1) : word));
  const pairs = words.slice(1).flatMap((word, i) => [`${words[i]}${word}`, `${bare[i]}${bare[i + 1]}`]);
  return [...new Set([...words, ...bare, ...pairs])].filter((word) => word.length >= 3);
}

/** True when the question names the supplier: one of its telling words (by spelling or sound). */
function namesSupplier(asked: readonly string[], supplierName: string): boolean {
  const words = normaliseLetters(supplierName)
    .split(' ')
    .map(withoutArticle)
    .filter((word) => word.length >= 3 && !companyWords.has(word));
  return words.some((word) => asked.some((a) => nameScore(a, word) >= 2));
}

/**
 * What the business owes its suppliers (modules/suppliers' outstanding balances): the ones the
 * question names, else every supplier with a balance other than 0.
 */
export async function supplierBalances(scope: ShopScope, question = ''): Promise<SupplierBalances> {
  const all = (await listSuppliers(scope.db, scope.ownerId)).map((s) => ({
    name: s.name,
    balance: s.outstandingBalance,
  }));
  const asked = spellings(normaliseLetters(question));
  const named = asked.length > 0 ? all.filter((s) => namesSupplier(asked, s.name)) : [];
  if (named.length > 0) return { named: true, suppliers: named };
  return { named: false, suppliers: all.filter((s) => Number(s.balance) !== 0) };
}

export interface ShortageList {
  date: string;
  items: { productName: string; priority: string; isCompleted: boolean; notes: string | null }[];
}

/** Today's page of the Shortage Notebook. */
export async function shortageToday(scope: ShopScope): Promise<ShortageList> {
  const rows = await listShortageItems(scope.db, scope.ownerId, scope.today);
  return {
    date: scope.today,
    items: rows.map((r) => ({
      productName: r.productName,
      priority: r.priority,
      isCompleted: r.isCompleted,
      notes: r.notes,
    })),
  };
}
