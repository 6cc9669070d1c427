// Checkout and returns: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** User-visible texts of checkout and returns (spec part 2 §5, §8). */
export const salesMessages = {
  emptyCart: 'Cart is empty. Add items to proceed.',
  taxRange: 'Tax rate must be between 0 and 100',
  quantityMin: 'Quantity must be at least 1',
  returnNothing: 'Please select at least one item to return',
  returnReason: 'Please provide a reason for all items being returned',
  insufficientStock: 'Insufficient stock',
  itemNotFound: 'Inventory item not found.',
  saleNotFound: 'Sale not found.',
  saleItemNotFound: 'Sale item not found.',
  nothingLeftToReturn: 'These items have already been returned.',
} as const;
/** Checkout's messages with values: `{{name}}` is filled from the error body's field of that name. */
export const salesMessageTemplates = {
  insufficientStock: 'Insufficient stock: only {{availableUnits}} units of {{productName}} left',
  expired: '{{productName}} expired on {{expiryDate}} and cannot be sold',
} as const;
