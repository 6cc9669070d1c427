// The reorder page: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** User-visible texts of the reorder page's query (codes in common/error-codes.ts). */
export const reorderMessages = {
  windowDays: 'The sales window must be a whole number of days from 1 to 365',
  coverDays: 'The cover must be a whole number of days from 1 to 365',
  leadDays: 'The lead time must be a whole number of days from 0 to 365',
} as const;
