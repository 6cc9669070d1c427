import {
  ExchangeRate,
  type ReceivePlan,
  type ReceivePlanLine,
  type ReceiveTerms,
  RetailPricePerBox,
  convertMinor,
  displayDecimals,
  fromMinor,
  roundToCurrency,
  suggestedRetailMinor,
  toMinor,
} from '@assist/domain';

/**
 * The Receive dialog's state (issue 26): the rate typed (prefilled with the shop's last one for
 * the pair) and a retail price per box for each line that asks one, prefilled with the suggestion
 * and following the rate until the user types a price of their own.
 */
export interface ReceiveDraft {
  rate: string;
  prices: Record<number, string>;
  edited: Record<number, boolean>;
}

/** The rate typed, as the server will take it, or null while it is not a valid rate. */
export function parsedRate(text: string): string | null {
  const parsed = ExchangeRate.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** The price a line is offered at with the rate typed: the shop's last price, else cost + markup ('' while no rate). */
export function suggestionAt(plan: ReceivePlan, line: ReceivePlanLine, rate: string): string {
  const minor = suggestedRetailMinor({
    boxPrice: line.boxPrice,
    unitsPerBox: line.unitsPerBox,
    rate: plan.needsRate ? parsedRate(rate) : null,
    needsRate: plan.needsRate,
    markupPercent: plan.defaultMarkupPercent,
    buyerCurrency: plan.buyerCurrency,
    last: line.lastRetailPrice ? { retailPrice: line.lastRetailPrice, unitsPerBox: line.unitsPerBox } : null,
  });
  return minor === null ? '' : priceText(minor, plan.buyerCurrency);
}

/** An amount as typed in a field: "7860" for dinars (no fils), "6.00" for dollars. */
function priceText(minor: number, currency: string): string {
  const text = fromMinor(minor);
  return displayDecimals(currency) === 0 ? text.replace(/\.00$/, '') : text;
}

/** What a line's box costs in the shop's currency at the rate typed, or null (no rate needed, or none valid). */
export function convertedBoxPrice(plan: ReceivePlan, line: ReceivePlanLine, rate: string): string | null {
  const valid = parsedRate(rate);
  if (!plan.needsRate || valid === null) return null;
  return fromMinor(convertMinor(toMinor(line.boxPrice), valid));
}

export function initialDraft(plan: ReceivePlan): ReceiveDraft {
  return withRate(plan, { rate: plan.lastRate ?? '', prices: {}, edited: {} }, plan.lastRate ?? '');
}

/** A new rate: the prices the user has not typed follow it. */
export function withRate(plan: ReceivePlan, draft: ReceiveDraft, rate: string): ReceiveDraft {
  const prices = { ...draft.prices };
  for (const line of plan.lines)
    if (line.asksPrice && !draft.edited[line.itemId]) prices[line.itemId] = suggestionAt(plan, line, rate);
  return { ...draft, rate, prices };
}

export function withPrice(draft: ReceiveDraft, itemId: number, price: string): ReceiveDraft {
  return { ...draft, prices: { ...draft.prices, [itemId]: price }, edited: { ...draft.edited, [itemId]: true } };
}

/** The trade's total in the shop's currency at the rate typed, or null while it is no rate. */
export function convertedTotal(plan: ReceivePlan, rate: string): string | null {
  const valid = parsedRate(rate);
  if (!plan.needsRate || valid === null) return null;
  return fromMinor(roundToCurrency(convertMinor(toMinor(plan.total), valid), plan.buyerCurrency));
}

/** What the dialog refuses, as the domain's messages (shown by FormField in the user's language). */
export interface ReceiveErrors {
  rate?: string;
  prices: Record<number, string>;
}

/** The review's terms, or the fields' errors: the rate when needed, a valid price for each line that asks one. */
export function receiveTerms(
  plan: ReceivePlan,
  draft: ReceiveDraft,
): { terms: ReceiveTerms; errors: null } | { terms: null; errors: ReceiveErrors } {
  const errors: ReceiveErrors = { prices: {} };
  let exchangeRate: string | undefined;
  if (plan.needsRate) {
    const rate = ExchangeRate.safeParse(draft.rate);
    if (rate.success) exchangeRate = rate.data;
    else errors.rate = rate.error.issues[0]?.message;
  }
  const prices: { itemId: number; retailPrice: string }[] = [];
  for (const line of plan.lines.filter((l) => l.asksPrice)) {
    const price = RetailPricePerBox.safeParse(draft.prices[line.itemId] ?? '');
    if (price.success) prices.push({ itemId: line.itemId, retailPrice: price.data });
    else errors.prices[line.itemId] = price.error.issues[0]?.message ?? '';
  }
  if (errors.rate || Object.keys(errors.prices).length > 0) return { terms: null, errors };
  return { terms: { ...(exchangeRate ? { exchangeRate } : {}), prices }, errors: null };
}
