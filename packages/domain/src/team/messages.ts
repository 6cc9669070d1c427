// The team: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Messages of the team endpoints beyond the field rules. */
export const teamMessages = {
  cannotDeleteSelf: 'You cannot delete your own team account.',
  cannotDeactivateSelf: 'You cannot deactivate your own team account.',
} as const;
