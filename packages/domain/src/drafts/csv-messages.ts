// The CSV import: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Why a CSV row was not imported; `column` and `value` point at the cell when one is to blame. */
export const csvReasons = {
  nameRequired: 'Name is required',
  priceNotPlain: 'Prices must be plain numbers without currency symbols',
  priceNegative: 'Prices cannot be negative',
  priceTooLarge: 'Price is too large',
  quantityNotWhole: 'Quantity must be a whole number of 0 or more',
  unitsPerBoxNotWhole: 'Units per box must be a whole number of at least 1',
  dateFormat: 'Dates must be written YYYY-MM-DD',
  tooLong: 'Value is too long',
  extraFields: 'The row has more fields than the header (a comma inside an unquoted value?)',
  malformedQuotes: 'Malformed quotes',
  controlCharacters: 'Remove invisible control characters from this value',
  lotTooLarge: 'A lot holds at most 10,000,000 units',
} as const;
