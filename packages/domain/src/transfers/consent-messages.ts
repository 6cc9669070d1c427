// Unasked transfers: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Texts of the refusals (error-codes.ts points at them). */
export const transferConsentMessages = {
  senderBlocked: 'This business does not accept transfers from you.',
  tooManyPending: 'You already have {{limit}} transfers waiting for this business. Wait until it answers them.',
  blockSelf: 'You cannot block your own business.',
  senderNotFound: 'This business has not sent you any transfers.',
  blockNotFound: 'This business is not blocked.',
  cursorInvalid: 'This page of the transfers list is out of date. Please reload the list.',
} as const;
