// GS1 reading: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** User-visible texts of GS1 reading (error codes `gs1_<problem>`). */
export const gs1Messages = {
  badScan: 'Please scan or type a barcode.',
  malformed: 'This GS1 code is damaged or incomplete. Please scan it again.',
  unknown_ai: 'This GS1 code holds a field this app does not know, so it cannot be read.',
  check_digit: 'The product number in this GS1 code has a wrong check digit. Please scan it again.',
  bad_date: 'This GS1 code holds a date that does not exist.',
  no_gtin: 'This GS1 code holds no product number (GTIN).',
} as const;
