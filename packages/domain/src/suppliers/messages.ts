// Suppliers, their payments and returns: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

export const supplierMessages = {
  companyNameRequired: 'Company name is required',
  contactRequired: 'Contact name is required',
  phoneRequired: 'Phone number is required',
  invalidEmail: 'Invalid email address',
  orderNotFound: 'Order details not found',
  supplierExists: 'You already have a supplier with this name',
} as const;

/** User-visible texts of Pay Outstanding (spec part 2 §5 "Supplier payment", §8). */
export const supplierPaymentMessages = {
  orderRequired: 'Please select at least one order',
  discountRange: 'Discount must be between 0 and 100',
  discountStep: 'Discount goes in steps of 0.1',
  amountInvalid: 'Please enter a valid amount',
  supplierNotFound: 'Supplier not found.',
  orderNotFound: 'Order details not found',
  orderOfAnotherSupplier: 'This order belongs to another supplier',
  orderAlreadyPaid: 'This order is already paid',
  amountsMismatch: 'The amounts do not match the selected orders. Please review and try again.',
  nothingOwed: 'The selected orders owe nothing that can be paid',
  submitFailed: 'Failed to submit payment',
} as const;

/** User-visible texts of returns to suppliers (spec part 1 §5, §8; part 2 §5, §8). */
export const supplierReturnMessages = {
  invalidQuantity: 'Invalid Quantity',
  quantityMin: 'Quantity must be at least 1',
  reasonRequired: 'Return reason is required',
  unitPriceRequired: 'Unit price is required',
  unitPriceNegative: 'Unit price cannot be negative',
  itemRequired: 'Please select an inventory item',
  decisionRequired: 'Please choose approve, reject or refunded',
  orderItemNotFound: 'Order item not found.',
  inventoryNotFound: 'Inventory item not found.',
  returnNotFound: 'Return not found.',
  supplierNotFound: 'Supplier not found.',
  orderNotFound: 'Order details not found',
  lotGone: 'This item is no longer in stock, so it cannot leave it.',
  alreadyApproved: 'This return is already approved.',
  alreadyRejected: 'This return was rejected.',
  alreadyRefunded: 'This return is already refunded.',
  refundNeedsApproval: 'Only an approved return can be marked refunded.',
  notRefundable: 'This return was already deducted from a payment to the supplier.',
  returnFailed: 'Failed to process item return',
  created: 'Your return request has been submitted successfully.',
} as const;
/** The 409 when a lot no longer holds what a return takes out of it (`{{name}}` from the error body). */
export const lotShortTemplate = 'Only {{availableUnits}} units of {{productName}} are left in this lot';
