// Receiving a trade: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Texts of receiving a trade (issue 26, lane receive). */
export const receiveMessages = {
  exchangeRateInvalid: 'The exchange rate must be a number above 0 with at most 6 decimals',
  retailPriceInvalid: 'The retail price must be at least 0.01, with at most 2 decimals',
  priceLineTwice: 'This line already has a retail price',
  markupPercentInvalid: 'The markup must be a percentage from 0 to 1000, with at most 2 decimals',
} as const;
export const receiveMessageTemplates = {
  exchangeRateRequired: 'This trade is in {{currency}}: please give the exchange rate to {{buyerCurrency}}.',
  priceLineUnknown: 'Line {{itemId}} is not part of this trade.',
} as const;
