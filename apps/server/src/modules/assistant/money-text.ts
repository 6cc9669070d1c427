import { type AssistantLanguage, type CurrencyCode, currencies, displayDecimals } from '@assist/domain';

/**
 * An amount as the assistant writes it, the web app's way (lib/format formatMoney) in plain text:
 * the currency's own decimals, Latin digits in both languages. English "$12.50", "2,750 IQD";
 * Arabic "2,750 د.ع".
 */
export function moneyText(amount: string | number, currency: CurrencyCode, language: AssistantLanguage): string {
  const value = Number(amount);
  const decimals = displayDecimals(currency);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(value));
  const sign = value < 0 && /[1-9]/.test(number) ? '-' : '';
  const entry = currencies.find((c) => c.code === currency);
  if (language === 'ar') return `${sign}${number} ${entry?.arabicSymbol ?? currency}`;
  const symbol = entry?.symbol ?? currency;
  return symbol.length > 1 ? `${sign}${number} ${symbol}` : `${sign}${symbol}${number}`;
}

/** A count with Latin digits and thousands separators: 12500 -> "12,500". */
export const countText = (n: number) => new Intl.NumberFormat('en-US').format(n);

/**
 * A name (a product's, a supplier's) as an answer writes it: in an Arabic answer it is isolated
 * (U+2068 … U+2069), so a Latin name does not pull the figures after it to its far end.
 */
export const nameText = (name: string, language: AssistantLanguage) =>
  language === 'ar' ? `\u2068${name}\u2069` : name;
