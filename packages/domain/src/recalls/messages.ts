/** User-visible texts of recalls (issue 30); each has an error code in common/error-codes.ts. */
export const recallMessages = {
  batchRequired: 'Please enter the batch number',
  reasonRequired: 'Please say why the batch is recalled',
  actionRequired: 'Please choose stop selling or return',
  batchNotHeld: 'You have no stock of this batch: check the barcode and the batch number.',
} as const;

/** Texts with values (`{{name}}` filled from the error body). */
export const recallMessageTemplates = {
  lotRecalled: '{{productName}} (batch {{batchNumber}}) has been recalled and cannot be sold.',
} as const;
