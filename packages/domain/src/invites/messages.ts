// Invitations: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** Texts of the invitation errors (their codes are in common/error-codes.ts). */
export const inviteMessages = {
  invalid: 'This invitation link is not valid. Ask for a new invitation.',
  used: 'This invitation has already been used. Sign in with your e-mail and password.',
  expired: 'This invitation has expired. Ask for a new invitation.',
  tooManyInvites: 'Too many invitations for now. Please try again later.',
  tooManyAccepts: 'Too many attempts to open invitations. Please try again later.',
} as const;
