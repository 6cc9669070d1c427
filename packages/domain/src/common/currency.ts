/**
 * Currencies an account may prefer (spec part 1 §3). Default USD. `decimals` is how many decimals
 * people use for the currency when they read an amount (display only: money is stored and added
 * in integer hundredths whatever the currency, see money.ts). Iraqi dinars are counted in whole
 * dinars at the counter (the fils is long gone); Kuwaiti dinars in three-decimal fils.
 * `arabicSymbol` is how Arabic readers write the currency after an amount.
 */
export const currencies = [
  { code: 'USD', name: 'US Dollar', symbol: '$', arabicSymbol: '$', decimals: 2 },
  { code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', arabicSymbol: 'د.ع', decimals: 0 },
  { code: 'EUR', name: 'Euro', symbol: '€', arabicSymbol: '€', decimals: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', arabicSymbol: '£', decimals: 2 },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR', arabicSymbol: 'ر.س', decimals: 2 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', arabicSymbol: 'د.إ', decimals: 2 },
  { code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'KWD', arabicSymbol: 'د.ك', decimals: 3 },
] as const;

export type CurrencyCode = (typeof currencies)[number]['code'];
export const currencyCodes = currencies.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];

/** The decimals an amount in this currency is shown with: displayDecimals('IQD') = 0, ('USD') = 2. */
export function displayDecimals(code: string): number {
  return currencies.find((c) => c.code === code)?.decimals ?? 2;
}
