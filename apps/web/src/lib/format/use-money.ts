import { type CurrencyCode, currencies } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyFormatOptions } from '.';

/**
 * The hook that answers the signed-in account's preferred currency. lib knows nothing of who is
 * signed in: the app sets it once at start (app/wiring.ts: features/auth's useSignedInUser).
 */
let useAccountCurrency: () => CurrencyCode = () => {
  throw new Error('useMoney used before setAccountCurrency (app/wiring.ts)');
};

/** Called once, before the first render, with a hook (the same one on every render). */
export function setAccountCurrency(hook: () => CurrencyCode): void {
  useAccountCurrency = hook;
}

/**
 * Formats amounts ("12.50") in the reading language with the one money format of the app (lib/format
 * formatMoney): in `currency` when given (a trade's: a transfer, a purchase request, a balance or a
 * payment is in the seller's currency, on both sides), else the account's preferred currency.
 */
export function useMoney(currency?: string): (amount: string | number, options?: MoneyFormatOptions) => string {
  const { i18n } = useTranslation();
  const preferredCurrency = useAccountCurrency();
  const code = (currency ?? preferredCurrency) as CurrencyCode;
  return (amount, options) => formatMoney(amount, code, i18n.language, options);
}

/**
 * For dense tables whose column headers name the currency: the amount alone ("1,250" in IQD,
 * "12.50" in USD) and the account currency's symbol ("IQD", "$", "د.ع") for the header.
 */
export function useAmounts(): { amount: (value: string | number) => string; symbol: string } {
  const { i18n } = useTranslation();
  const preferredCurrency = useAccountCurrency();
  const entry = currencies.find((c) => c.code === preferredCurrency);
  const arabic = i18n.language.startsWith('ar');
  const symbol = (arabic ? entry?.arabicSymbol : entry?.symbol) ?? preferredCurrency;
  return { amount: (value) => formatMoney(value, preferredCurrency, i18n.language, { bare: true }), symbol };
}
