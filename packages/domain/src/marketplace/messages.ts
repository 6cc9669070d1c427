/**
 * User-visible texts of both marketplaces and notifications (spec part 2 §5 "Marketplace
 * creation", "Broadcast", §8; issue 16). The server's message is shown.
 */
export const marketplaceMessages = {
  nameTooShort: 'Marketplace name must be at least 2 characters long',
  broadcastRequired: 'Please enter both title and message',
  marketplaceNotFound: 'Marketplace not found.',
  marketplaceExists: 'You already have a marketplace.',
  joinRequestNotFound: 'Join request not found.',
  purchaseRequestNotFound: 'Purchase request not found.',
  requestAlreadyApproved: 'This request was already approved.',
  requestAlreadyRejected: 'This request was already rejected.',
  accessAlreadyRequested: 'You have already requested access to this marketplace.',
  accessAlreadyGranted: 'You already have access to this marketplace.',
  accessRequired: 'You need approved access to this marketplace first.',
  requestItemsRequired: 'Please add at least one item to the request',
  requestItemTwice: 'This product is already in the request',
  requestTooManyItems: 'A purchase request holds at most 200 items',
  approvedQuantityWhole: 'Approved quantity must be a whole number',
  approvedQuantityMin: 'Approved quantity cannot be negative',
  approvalItemTwice: 'This line is already in the approval',
  purchaseItemNotFound: 'This line is not part of the purchase request.',
  notificationNotFound: 'Notification not found.',
  purchaseNotApproved: 'This purchase request has not been approved, so there is nothing to receive.',
} as const;

/** Texts with values (`{{name}}` filled from the error body). */
export const marketplaceMessageTemplates = {
  productUnavailable: 'The product with barcode {{barcode}} is not available in this marketplace.',
  quantityExceedsAvailable: 'Only {{availableQuantity}} units of {{productName}} are available.',
  approvedExceedsRequested: 'You can approve at most the {{requestedQuantity}} units requested of {{productName}}.',
  stockShort:
    'Not enough stock of {{productName}} to approve {{approvedQuantity}} units: {{availableQuantity}} available.',
} as const;
