import { type AssistantLanguage, type ChatAnswer, answerLocally, mentionsShop, normaliseText } from '@assist/domain';

/**
 * Asks how to do something in the app: "how do I ...", "where can I ...", "steps to ...",
 * "كيف ...", "طريقة ...", "أين ...". Not "how many" or "how much", which ask about the shop's data.
 */
export function asksHowTo(text: string): boolean {
  const q = normaliseText(text);
  if (/\bhow (many|much)\b/.test(q)) return false;
  return /\b(how|where|steps?|tutorial|guide)\b/.test(q) || /(^|\s)(كيف|طريقه|اين|خطوات|شرح)/.test(q);
}

// On normaliseText's form (ta marbuta as ه, alef forms as ا). The server reads these questions
// properly (modules/assistant/shop/intent.ts); here it is enough to know one when it is asked:
// the domain's mentionsShop, and the phrasings it leaves out ("how many X do we have", "كم لدينا").
const shopCues = [
  /\bhow (many|much)\b|\b(do|did) we (have|got)\b|\bin stock\b|\bstock\b|\bleft\b|\bremaining\b|\bon hand\b/,
  /\bsales?\b|\bsold\b|\bprofits?\b|\brevenue\b|\bincome\b|\bbest[ -]?sell|\btop[ -]?sell|\bexpir/,
  /\bowe\b|\bsuppliers?\b|\bshortages?\b|\blow on\b|\brunning (low|out)\b/,
  /(^|\s)(كم|عندنا|لدينا|لدي|عندي|يوجد|متوفر|باقي|متبقي|مبيعات|بعنا|ندين|نواقص)(\s|$)/,
  /مخزون|كميه|ربح|ارباح|صلاحيه|ينتهي|تنتهي|نفاد|ينفد|للموردين|المورد/,
];

/** Asks about the shop's own data (stock, sales, expiry, suppliers, shortages): only the server has it. */
export function asksAboutTheShop(text: string): boolean {
  if (mentionsShop(text)) return true;
  const q = normaliseText(text);
  return shopCues.some((cue) => cue.test(q));
}

/**
 * The answer this device gives with no connection, in the server's order (dose first, then the
 * shop, then the rest): a dose from the domain's `answerLocally`; nothing for a question about the
 * shop (answerLocally would give "How many Panadol do we have?" paracetamol's drug information);
 * a tutorial only for a question that asks how (its search finds a help text for nearly anything
 * that names a screen); drug information otherwise.
 */
export function answerOnDevice(text: string, language: AssistantLanguage): ChatAnswer | null {
  const answer = answerLocally(text, language);
  if (!answer || answer.type === 'dose_calculation') return answer;
  const howTo = asksHowTo(text);
  if (!howTo && asksAboutTheShop(text)) return null;
  if (answer.type === 'tutorial' && !howTo) return null;
  return answer;
}
