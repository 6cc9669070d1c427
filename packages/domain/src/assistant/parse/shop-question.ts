import { normaliseLetters, withoutArticle } from '../text/normalise.js';

/** The spans of time a sales question may ask about. */
export type SalesPeriod = 'today' | 'week' | 'month';

/** A question about the shop's own data, as the rules read it. */
export type ShopQuestion =
  | { kind: 'stock'; term: string }
  | { kind: 'lowStock' }
  | { kind: 'expiring' }
  | { kind: 'sales'; period: SalesPeriod }
  | { kind: 'bestSellers'; period: Exclude<SalesPeriod, 'today'> }
  | { kind: 'supplierBalance'; text: string }
  | { kind: 'shortage' }
  | { kind: 'reorder' }
  /** Lane recalls (issue 30): "do we have recalled stock?". */
  | { kind: 'recalled' };

// Patterns run on normaliseLetters' text: lower case, alef/taa marbuta/yaa folded, Latin digits.
const howTo =
  /^(how (do|can|should|to)\b|how i\b|where (do|can|is)\b)|^(كيف|طريقه|اين)|\bhow to\b|\btutorial\b|\bsteps?\b/;
/**
 * Asks how to do something in the app: "how do I ...", "where can I ...", "steps to ...", "كيف ...",
 * "طريقة ...", "أين ...". Not "how many" or "how much", which ask about the shop's data.
 */
export function asksHowTo(text: string): boolean {
  return howTo.test(normaliseLetters(text));
}

const aboutDoses =
  /\b(dose|dosage|doses|kg|kilos?|years? old|months? old|child|baby|infant|mg ?\/ ?kg)\b|جرعه|كغ|كيلو|عمره|طفل|رضيع/;

const supplierCue =
  /\b(owe|owed|owing|debts?|outstanding|payables?)\b|\bsuppliers?\b.*\b(balance|due|pay)\b|\b(balance|due)\b.*\bsuppliers?\b|ندين|مدينين|ديون|الدين|مستحق|علينا|رصيد/;
// Lane reorder (issue 31): "what should I order?", "ماذا أطلب؟" -> the Reorder page's answer.
const reorderCue =
  /\bwhat (should|do|must|shall|can) (i|we) (re)?order\b|\bwhat to (re)?order\b|\bwhat needs (re)?order(ing)?\b|\b(re)?order suggestions?\b|\bsuggested order\b|\bwhat should (i|we) buy\b|ماذا (اطلب|نطلب)|ما (الذي |اللي )?(اطلب|نطلب|يجب ان اطلب|يجب ان نطلب)|شو (اطلب|نطلب)|اعاده الطلب|اقتراحات الطلب/;
const recalledCue = /\brecall(s|ed)?\b|مسحوب|سحب (ال)?تشغيل/;
const shortageCue = /\bshortages?\b|\bshort list\b|نواقص|النقص|نقص/;
const expiryCue = /\bexpir(e|es|ed|ing|y|ation)\b|\bout of date\b|ينتهي|تنتهي|انتهاء|صلاحيه|منتهي/;
const lowStockCue =
  /\blow stock\b|\brunning (low|out)\b|\blow on\b|\balmost (out|gone)\b|\b(items|products|stock) (are |is )?low\b|\bwhat is low\b|\breorder\b|منخفض|قليل|ينفد|نفاد|نفد|ناقص|شارف|قارب/;
const bestSellerCue =
  /\bbest[ -]?sell|\btop[ -]?sell|\bmost sold\b|\bsells? (the )?most\b|\bselling (the )?most\b|\bpopular\b|\btop products?\b|اكثر مبيع|الاكثر مبيع|اكثر بيع|الاكثر بيع|افضل مبيع|الاكثر طلب/;
const salesCue =
  /\bsales?\b|\bsold\b|\brevenue\b|\bprofits?\b|\bearnings\b|\bincome\b|\bturnover\b|\b(sell|make|made|earn|earned)\b.*\b(today|this week|this month)\b|مبيعات|بعنا|بيع|ربح|ارباح|ايراد|الدخل/;
const stockCue =
  /\b(do|did) we (have|got)\b|\bhave we got\b|\bin stock\b|\bstock\b|\bleft\b|\bremaining\b|\bavailable\b|\bon hand\b|\bquantity\b|عندنا|عندي|لدينا|لدي|يوجد|متوفر|باقي|متبقي|مخزون|كميه/;

const weekCue = /\bweek\b|\b7 days\b|\bseven days\b|اسبوع|7 ايام|سبعه ايام/;
const monthCue = /\bmonth\b|\b30 days\b|شهر/;

/** Words of a stock question that are not the product's name. */
const stockWords = new Set(
  (
    'how many much do did does we have got is are there any the a an our of in on at stock stocks level left ' +
    'remaining quantity available hand boxes box units unit pieces piece packs pack packets strips tablets ' +
    'what whats what s check tell me us please still currently now today shop pharmacy store inventory ' +
    'item items product products with for i can you show find' +
    ' كم عندنا عندي لدينا لدي يوجد هل متوفر متوفره متبقي باقي مخزون المخزون كميه الكميه من في علبه علب ' +
    'وحده وحدات حبه حبات شريط اشرطه ما هو هي الان اليوم لنا بقي تبقي منتج المنتج صنف الصنف دواء الدواء عن'
  ).split(' '),
);

/** The product a stock question names: its words but the question's own, without an Arabic article. */
function stockTermOf(normalized: string): string {
  return normalized
    .split(' ')
    .filter((word) => word && !stockWords.has(word))
    .map(withoutArticle)
    .join(' ');
}

function periodOf(normalized: string): SalesPeriod {
  if (weekCue.test(normalized)) return 'week';
  if (monthCue.test(normalized)) return 'month';
  return 'today';
}

/**
 * The shop question `text` asks (the server answers it from the business's data; with no connection
 * the web app says it needs one), in English or Arabic, or null when it asks none (a dose, a
 * how-to, anything else). Examples: "how many panadol do we have" -> stock of "panadol";
 * "كم عندنا بنادول" -> stock of "بنادول"; "what expires this month" -> expiring;
 * "what do we owe Pharma Co" -> supplier balance; "do we have recalled stock?" -> recalled.
 */
export function shopQuestionOf(text: string): ShopQuestion | null {
  const q = normaliseLetters(text);
  if (!q || howTo.test(q) || aboutDoses.test(q)) return null;
  if (recalledCue.test(q)) return { kind: 'recalled' };
  if (supplierCue.test(q)) return { kind: 'supplierBalance', text: q };
  if (reorderCue.test(q)) return { kind: 'reorder' };
  if (shortageCue.test(q)) return { kind: 'shortage' };
  if (expiryCue.test(q)) return { kind: 'expiring' };
  if (lowStockCue.test(q)) return { kind: 'lowStock' };
  if (bestSellerCue.test(q)) {
    const period = periodOf(q);
    return { kind: 'bestSellers', period: period === 'today' ? 'week' : period };
  }
  if (stockCue.test(q)) {
    const term = stockTermOf(q);
    if (term) return { kind: 'stock', term };
  }
  if (salesCue.test(q)) return { kind: 'sales', period: periodOf(q) };
  return null;
}
