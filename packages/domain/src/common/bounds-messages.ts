// The shared bounds: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/**
 * The bounds every contract shares, named once (issue 14): text without control characters,
 * ids within a PostgreSQL integer, money within what NUMERIC(14,2) totals hold, a lot of at most
 * 10,000,000 units, strings of bounded length. Example: Text(200) refuses "a\u0000b" with
 * boundsMessages.controlCharacters; EntityId() refuses 2147483648.
 */
export const boundsMessages = {
  controlCharacters: 'Remove invisible control characters from this text.',
  bidiControls: 'Remove the hidden characters that change the direction of this text.',
  tooLong: 'This text is too long.',
  idInvalid: 'Not a valid id.',
  amountTooLarge: 'This amount is too large.',
  totalTooLarge: 'The total is too large. Use a smaller quantity or price.',
  lotTooLarge: 'A lot holds at most 10,000,000 units.',
  uploadBroken: 'The upload was cut off or is damaged. Please choose the file and try again.',
} as const;
