/** Currencies an account may prefer (spec part 1 §3). Default USD. */
export const currencies = [
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED' },
  { code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'KWD' },
] as const;

export type CurrencyCode = (typeof currencies)[number]['code'];
export const currencyCodes = currencies.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];
export const defaultCurrency: CurrencyCode = 'USD';
