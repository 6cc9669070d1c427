/** User-visible texts of transfers (spec part 2 §5 "Transfer", §8: the server's message is shown). */
export const transferMessages = {
  recipientRequired: 'Please choose a recipient',
  itemsRequired: 'Please add at least one item to the transfer',
  itemTwice: 'This item is already in the transfer',
  tooManyItems: 'A transfer holds at most 200 items',
  recipientNotFound: 'No active business uses this email.',
  recipientIsSelf: 'You cannot send a transfer to yourself.',
  transferNotFound: 'Transfer not found.',
  recipientOnly: 'Only the recipient can review this transfer.',
  statusRequired: 'Please choose accept or decline',
  balanceNotFound: 'Balance not found.',
  paymentMethodCash: 'Transfer payments are recorded in cash',
  alreadyAccepted: 'This transfer was already accepted.',
  alreadyDeclined: 'This transfer was already declined.',
  returnTransferRequired: 'Please choose the transfer the items came from',
  returnLotNotInTransfer: 'This item did not come with that transfer.',
  returnTransferNotAccepted: 'Only the items of an accepted transfer can be returned.',
  // Lane money (issue 26): payments are claims until the creditor confirms them.
  paymentCurrencyInvalid: 'Please choose the currency of the balance',
  paymentCurrencyRequired: 'You trade in more than one currency with this business: please choose the currency.',
  paymentNotFound: 'Payment not found.',
  paymentAlreadyDecided: 'This payment was already confirmed or rejected.',
  paymentStatusInvalid: 'Please choose pending, confirmed or rejected',
  rejectReasonRequired: 'Please say why you reject this payment',
  rejectReasonTooLong: 'The reason is at most 500 characters',
} as const;

/** Texts with values (`{{name}}` filled from the error body). */
export const transferMessageTemplates = {
  lotExpired: '{{productName}} expired on {{expiryDate}} and cannot be transferred',
  exceedsBalance: 'The amount is more than the outstanding balance of {{outstanding}}.',
  paymentStep: 'Amounts in {{currency}} are paid in steps of {{step}}.',
} as const;
