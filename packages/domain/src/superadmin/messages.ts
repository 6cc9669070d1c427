// The superadmin: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Messages of the superadmin endpoints beyond the field rules. */
export const superadminMessages = {
  nothingToUpdate: 'Nothing to update',
  statusOrExtend: 'Choose a subscription status or an extension, not both',
} as const;
