import { assistantLimitMessage, chatMessages } from '../assistant/messages.js';
import { catalogueMessages } from '../catalogue/messages.js';
import { boundsMessages } from './bounds-messages.js';
import { draftMessages } from '../drafts/messages.js';
import { csvReasons } from '../drafts/csv-messages.js';
import { expenseMessages } from '../expenses/messages.js';
import { inviteMessages } from '../invites/messages.js';
import { inventoryMessages } from '../inventory/messages.js';
import { marketplaceMessageTemplates, marketplaceMessages } from '../marketplace/messages.js';
import { posMessages, stockBelowZeroTemplate } from '../pos/messages.js';
import { salesMessageTemplates, salesMessages } from '../sales/messages.js';
import {
  lotShortTemplate,
  supplierMessages,
  supplierPaymentMessages,
  supplierReturnMessages,
} from '../suppliers/messages.js';
import { shortageMessages } from '../shortage/messages.js';
import { reorderMessages } from '../reorder/messages.js';
import { superadminMessages } from '../superadmin/messages.js';
import { teamMessages } from '../team/messages.js';
import { transferMessageTemplates, transferMessages } from '../transfers/messages.js';
import { receiveMessageTemplates, receiveMessages } from '../transfers/receive-messages.js';
import { transferConsentMessages } from '../transfers/consent-messages.js';
import { messages } from './messages.js';
import { type ErrorCodeEntry, e } from './error-code-entry.js';
import { operationsAndTraceErrors } from './error-codes-operations.js';

export type { ErrorCodeEntry };

const checkInput = 'Please check your input and try again.';

/**
 * Every error the API answers, `{ code, message, error, issues?, ...params }` (DESIGN §4,
 * docs/decisions/2026-11-25-error-codes.md). A code is a stable snake_case string the web app
 * translates (`errors:codes.<code>` in both locales); a field rule's message has a code here too, so
 * a 400's issues carry one. Adding an error: one line here, then its text in en and ar errors.json.
 */
export const errorCodes = {
  // Generic: any route.
  validation: e(400, checkInput),
  bad_request: e(400, checkInput),
  invalid_json: e(400, checkInput),
  unsupported_media_type: e(415, checkInput),
  invalid_multipart: e(400, checkInput),
  too_large: e(413, checkInput),
  invalid_value: e(400, 'Invalid value'),
  unauthorized: e(401, 'Unauthorized. Please sign in.'),
  forbidden: e(403, 'You do not have access to this feature.'),
  cross_site: e(403, 'Cross-site request refused.'),
  not_found: e(404, 'Not found.'),
  rate_limited: e(429, 'Too many requests. Please slow down and try again shortly.'),
  server_error: e(500, 'Server error. Please try again later.'),
  stock_busy: e(503, 'This stock is changing right now. Please try again in a moment.'),

  // Bounds every contract shares (common/bounds.ts).
  control_characters: e(400, boundsMessages.controlCharacters),
  bidi_controls: e(400, boundsMessages.bidiControls),
  text_too_long: e(400, boundsMessages.tooLong),
  id_invalid: e(400, boundsMessages.idInvalid),
  amount_too_large: e(400, boundsMessages.amountTooLarge),
  total_too_large: e(400, boundsMessages.totalTooLarge),
  lot_too_large: e(400, boundsMessages.lotTooLarge),
  upload_broken: e(400, boundsMessages.uploadBroken),

  // Sign-in, sign-up, profile.
  invalid_email_or_password: e(401, 'Invalid email or password'),
  invalid_username_or_password: e(401, 'Invalid username or password'),
  team_inactive: e(403, 'This team account is inactive. Ask your manager to activate it.'),
  email_not_verified: e(403, 'Please verify your email before signing in.'),
  email_taken: e(409, 'An account with this email already exists'),
  invalid_otp: e(400, 'Invalid or expired OTP'),
  otp_resend_wait: e(429, 'Please wait {{seconds}} seconds before requesting another code.'),
  too_many_wrong_codes: e(429, 'Too many wrong codes. Please request a new code.'),
  sign_in_delayed: e(429, 'Too many failed sign-in attempts. Please wait {{wait}} and try again.'),
  sign_in_paused: e(
    429,
    'This account has too many failed sign-in attempts from other places. Sign in from a device you used before, or wait {{wait}}.',
  ),
  email_pending_verification: e(
    409,
    'This email is already registered and waiting for verification. Enter the code we sent to it, or ask for a new code.',
  ),
  business_type_fixed: e(
    400,
    'The business type is set when the account is created and cannot be changed here. Ask the administrator to change it.',
  ),
  signup_already_complete: e(400, 'Account setup is already complete.'),
  too_many_network_sign_ins: e(
    429,
    'Too many sign-in attempts from this network. Please wait 15 minutes and try again.',
  ),
  too_many_registrations: e(429, 'Too many registrations from this network. Please try again later.'),
  too_many_codes: e(429, 'Too many codes requested. Please wait an hour and try again.'),
  too_many_verifications: e(429, 'Too many verification attempts. Please wait 15 minutes and try again.'),
  current_password_incorrect: e(400, 'Current password is incorrect'),
  owner_only_profile: e(403, 'Only the account owner can change the business profile.'),
  owner_only_setup: e(403, 'Only the account owner can complete the account setup.'),
  geocoder_not_configured: e(404, 'Reverse geocoding is not configured'),
  geocode_failed: e(502, 'Could not determine address. Please enter manually.'),

  // Field rules of sign-up, profile and team forms.
  required: e(400, messages.required),
  invalid_email: e(400, messages.invalidEmail),
  password_min: e(400, messages.passwordMin),
  username_required: e(400, messages.usernameRequired),
  password_required: e(400, messages.passwordRequired),
  first_name_required: e(400, messages.firstNameRequired),
  last_name_required: e(400, messages.lastNameRequired),
  confirm_password: e(400, messages.confirmPassword),
  passwords_dont_match: e(400, messages.passwordsDontMatch),
  business_name_required: e(400, messages.businessNameRequired),
  phone_required: e(400, messages.phoneRequired),
  location_required: e(400, messages.locationRequired),
  business_type_required: e(400, messages.businessTypeRequired),
  store_type_required: e(400, messages.storeTypeRequired),
  supplier_type_required: e(400, messages.supplierTypeRequired),
  otp_length: e(400, messages.otpLength),
  signup_user_type: e(400, messages.signupUserType),
  signup_store_type: e(400, messages.signupStoreType),
  signup_supplier_type: e(400, messages.signupSupplierType),
  current_password_required: e(400, messages.currentPasswordRequired),
  currency_required: e(400, messages.currencyRequired),
  unknown_time_zone: e(400, messages.unknownTimeZone),
  username_too_short: e(400, messages.usernameTooShort),
  username_format: e(400, messages.usernameFormat),
  username_taken: e(409, messages.usernameTaken),
  invalid_permission: e(400, messages.invalidPermission),

  // Team and superadmin.
  cannot_delete_self: e(400, teamMessages.cannotDeleteSelf),
  cannot_deactivate_self: e(400, teamMessages.cannotDeactivateSelf),
  nothing_to_update: e(400, superadminMessages.nothingToUpdate),
  status_or_extend: e(400, superadminMessages.statusOrExtend),

  // Products and receiving.
  product_name_required: e(400, inventoryMessages.productNameRequired),
  barcode_required: e(400, inventoryMessages.barcodeRequired),
  supplier_required: e(400, inventoryMessages.supplierRequired),
  order_id_required: e(400, inventoryMessages.orderIdRequired),
  quantity_min: e(400, inventoryMessages.quantityMin),
  quantity_whole: e(400, inventoryMessages.quantityWhole),
  quantity_max: e(400, inventoryMessages.quantityMax),
  units_per_box_min: e(400, inventoryMessages.unitsPerBoxMin),
  units_per_box_whole: e(400, inventoryMessages.unitsPerBoxWhole),
  units_per_box_max: e(400, inventoryMessages.unitsPerBoxMax),
  cost_price_negative: e(400, inventoryMessages.costPriceNegative),
  retail_price_negative: e(400, inventoryMessages.retailPriceNegative),
  price_number: e(400, inventoryMessages.priceNumber),
  price_max: e(400, inventoryMessages.priceMax),
  expiry_date_required: e(400, inventoryMessages.expiryDateRequired),
  expiry_date_invalid: e(400, inventoryMessages.expiryDateInvalid),
  product_required: e(400, inventoryMessages.productRequired),
  name_conflict: e(409, inventoryMessages.nameConflict),
  supplier_not_found: e(404, inventoryMessages.supplierNotFound),
  product_not_found: e(404, inventoryMessages.productNotFound),
  expiry_taken: e(409, inventoryMessages.expiryTaken),
  name_and_barcode_required: e(400, catalogueMessages.nameAndBarcodeRequired),
  barcode_taken: e(409, catalogueMessages.barcodeTaken),

  // Drafts, receipt scanning, CSV import (a skipped row's reason has a code too).
  draft_needs_named_product: e(400, draftMessages.draftNeedsNamedProduct),
  products_required: e(400, draftMessages.productsRequired),
  batch_required_fields: e(400, draftMessages.batchRequiredFields),
  supplier_and_order_required: e(400, draftMessages.supplierAndOrderRequired),
  selection_required: e(400, draftMessages.selectionRequired),
  draft_incomplete: e(400, draftMessages.draftIncomplete),
  retail_price_required: e(400, draftMessages.retailPriceRequired),
  expiry_required_to_save: e(400, draftMessages.expiryRequiredToSave),
  units_fill_boxes: e(400, draftMessages.unitsFillBoxes),
  quantity_not_negative: e(400, draftMessages.quantityNotNegative),
  draft_not_found: e(404, draftMessages.draftNotFound),
  draft_completed: e(409, draftMessages.draftCompleted),
  csv_batch_completion: e(400, draftMessages.csvBatchCompletion),
  csv_file_required: e(400, draftMessages.csvFileRequired),
  no_file_selected: e(400, draftMessages.noFileSelected),
  csv_name_column: e(400, draftMessages.csvNameColumn),
  csv_no_rows: e(400, draftMessages.csvNoRows),
  csv_too_many_rows: e(400, draftMessages.csvTooManyRows),
  csv_not_text: e(400, draftMessages.csvNotText),
  csv_nothing_imported: e(400, draftMessages.csvNothingImported),
  image_file_required: e(400, draftMessages.imageFileRequired),
  file_too_large: e(413, draftMessages.fileTooLarge),
  no_products_on_receipt: e(422, draftMessages.noProductsOnReceipt),
  csv_name_required: e(400, csvReasons.nameRequired),
  csv_price_not_plain: e(400, csvReasons.priceNotPlain),
  csv_price_negative: e(400, csvReasons.priceNegative),
  csv_quantity_not_whole: e(400, csvReasons.quantityNotWhole),
  csv_units_per_box_not_whole: e(400, csvReasons.unitsPerBoxNotWhole),
  csv_date_format: e(400, csvReasons.dateFormat),
  csv_too_long: e(400, csvReasons.tooLong),
  csv_extra_fields: e(400, csvReasons.extraFields),
  csv_malformed_quotes: e(400, csvReasons.malformedQuotes),
  csv_control_characters: e(400, csvReasons.controlCharacters),
  csv_lot_too_large: e(400, csvReasons.lotTooLarge),

  // Expenses.
  title_required: e(400, expenseMessages.titleRequired),
  amount_required: e(400, expenseMessages.amountRequired),
  category_required: e(400, expenseMessages.categoryRequired),
  expense_date_required: e(400, expenseMessages.expenseDateRequired),
  title_too_long: e(400, expenseMessages.titleTooLong),
  description_too_long: e(400, expenseMessages.descriptionTooLong),
  amount_number: e(400, expenseMessages.amountNumber),
  amount_positive: e(400, expenseMessages.amountPositive),
  amount_decimals: e(400, expenseMessages.amountDecimals),
  amount_max: e(400, expenseMessages.amountMax),
  expense_date_invalid: e(400, expenseMessages.expenseDateInvalid),
  expense_date_range: e(400, expenseMessages.expenseDateRange),
  month_invalid: e(400, expenseMessages.monthInvalid),
  year_invalid: e(400, expenseMessages.yearInvalid),
  receipt_unknown: e(400, expenseMessages.receiptUnknown),
  receipt_required: e(400, expenseMessages.receiptRequired),
  receipt_type: e(400, expenseMessages.receiptType),
  receipt_too_large: e(413, expenseMessages.receiptTooLarge),
  too_many_receipts: e(429, expenseMessages.tooManyReceipts),
  expense_not_found: e(404, expenseMessages.expenseNotFound),

  // The till: checkout, favorites, cart drafts, returns by customers.
  empty_cart: e(400, salesMessages.emptyCart),
  tax_range: e(400, salesMessages.taxRange),
  insufficient_stock: e(409, salesMessageTemplates.insufficientStock),
  expired: e(409, salesMessageTemplates.expired),
  inventory_item_not_found: e(404, salesMessages.itemNotFound),
  sale_not_found: e(404, salesMessages.saleNotFound),
  sale_item_not_found: e(404, salesMessages.saleItemNotFound),
  nothing_to_return: e(400, salesMessages.nothingLeftToReturn),
  return_nothing: e(400, salesMessages.returnNothing),
  return_reason: e(400, salesMessages.returnReason),
  invalid_date: e(400, 'Dates must be valid calendar dates (YYYY-MM-DD)'),
  draft_name_required: e(400, posMessages.draftNameRequired),
  favorites_full: e(400, posMessages.favoritesFull),
  favorite_not_found: e(404, posMessages.favoriteNotFound),
  cart_draft_not_found: e(404, posMessages.draftNotFound),

  // Suppliers, payments, returns to suppliers.
  company_name_required: e(400, supplierMessages.companyNameRequired),
  contact_required: e(400, supplierMessages.contactRequired),
  supplier_email_invalid: e(400, supplierMessages.invalidEmail),
  order_not_found: e(404, supplierMessages.orderNotFound),
  supplier_exists: e(409, supplierMessages.supplierExists),
  order_required: e(400, supplierPaymentMessages.orderRequired),
  discount_range: e(400, supplierPaymentMessages.discountRange),
  discount_step: e(400, supplierPaymentMessages.discountStep),
  amount_invalid: e(400, supplierPaymentMessages.amountInvalid),
  other_supplier: e(400, supplierPaymentMessages.orderOfAnotherSupplier),
  already_paid: e(409, supplierPaymentMessages.orderAlreadyPaid),
  amounts_mismatch: e(409, supplierPaymentMessages.amountsMismatch),
  nothing_owed: e(409, supplierPaymentMessages.nothingOwed),
  invalid_quantity: e(400, supplierReturnMessages.invalidQuantity),
  reason_required: e(400, supplierReturnMessages.reasonRequired),
  unit_price_required: e(400, supplierReturnMessages.unitPriceRequired),
  unit_price_negative: e(400, supplierReturnMessages.unitPriceNegative),
  item_required: e(400, supplierReturnMessages.itemRequired),
  decision_required: e(400, supplierReturnMessages.decisionRequired),
  order_item_not_found: e(404, supplierReturnMessages.orderItemNotFound),
  return_not_found: e(404, supplierReturnMessages.returnNotFound),
  product_mismatch: e(400, supplierReturnMessages.inventoryNotFound),
  return_order_mismatch: e(400, supplierMessages.orderNotFound, 'other_supplier'),
  lot_short: e(409, lotShortTemplate, 'insufficient_stock'),
  lot_gone: e(409, supplierReturnMessages.lotGone),
  return_already_approved: e(409, supplierReturnMessages.alreadyApproved, 'invalid_transition'),
  return_already_rejected: e(409, supplierReturnMessages.alreadyRejected, 'invalid_transition'),
  return_already_refunded: e(409, supplierReturnMessages.alreadyRefunded, 'invalid_transition'),
  refund_needs_approval: e(409, supplierReturnMessages.refundNeedsApproval, 'invalid_transition'),
  not_refundable: e(409, supplierReturnMessages.notRefundable),

  // Transfers between businesses and their balances.
  recipient_required: e(400, transferMessages.recipientRequired),
  transfer_items_required: e(400, transferMessages.itemsRequired),
  transfer_item_twice: e(400, transferMessages.itemTwice),
  transfer_too_many_items: e(400, transferMessages.tooManyItems),
  transfer_recipient_not_found: e(404, transferMessages.recipientNotFound),
  transfer_to_self: e(400, transferMessages.recipientIsSelf),
  transfer_not_found: e(404, transferMessages.transferNotFound),
  transfer_recipient_only: e(403, transferMessages.recipientOnly),
  transfer_status_required: e(400, transferMessages.statusRequired),
  transfer_already_accepted: e(409, transferMessages.alreadyAccepted, 'invalid_transition'),
  transfer_already_declined: e(409, transferMessages.alreadyDeclined, 'invalid_transition'),
  transfer_lot_expired: e(409, transferMessageTemplates.lotExpired, 'expired'),
  transfer_balance_not_found: e(404, transferMessages.balanceNotFound),
  transfer_payment_cash: e(400, transferMessages.paymentMethodCash),
  payment_exceeds_balance: e(409, transferMessageTemplates.exceedsBalance),
  // A return of type transfer names a transfer the business received and accepted, and one of its lots.
  return_transfer_required: e(400, transferMessages.returnTransferRequired),
  return_lot_not_in_transfer: e(400, transferMessages.returnLotNotInTransfer),
  return_transfer_not_accepted: e(409, transferMessages.returnTransferNotAccepted, 'invalid_transition'),
  // Lane receive (issue 26): receiving a trade: the rate between the two currencies, retail prices.
  exchange_rate_required: e(400, receiveMessageTemplates.exchangeRateRequired),
  exchange_rate_invalid: e(400, receiveMessages.exchangeRateInvalid),
  receive_retail_price_invalid: e(400, receiveMessages.retailPriceInvalid),
  receive_price_twice: e(400, receiveMessages.priceLineTwice),
  receive_price_line_unknown: e(400, receiveMessageTemplates.priceLineUnknown),
  markup_percent_invalid: e(400, receiveMessages.markupPercentInvalid),
  // Lane money (issue 26): payments between businesses are claims until the creditor confirms.
  payment_currency_invalid: e(400, transferMessages.paymentCurrencyInvalid),
  payment_currency_required: e(400, transferMessages.paymentCurrencyRequired),
  payment_amount_step: e(400, transferMessageTemplates.paymentStep),
  transfer_payment_not_found: e(404, transferMessages.paymentNotFound),
  payment_already_decided: e(409, transferMessages.paymentAlreadyDecided, 'invalid_transition'),
  payment_status_invalid: e(400, transferMessages.paymentStatusInvalid),
  reject_reason_required: e(400, transferMessages.rejectReasonRequired),
  reject_reason_too_long: e(400, transferMessages.rejectReasonTooLong),
  // Both marketplaces, their requests and notifications.
  marketplace_name_too_short: e(400, marketplaceMessages.nameTooShort),
  broadcast_required: e(400, marketplaceMessages.broadcastRequired),
  marketplace_not_found: e(404, marketplaceMessages.marketplaceNotFound),
  marketplace_exists: e(409, marketplaceMessages.marketplaceExists),
  join_request_not_found: e(404, marketplaceMessages.joinRequestNotFound),
  purchase_request_not_found: e(404, marketplaceMessages.purchaseRequestNotFound),
  request_already_approved: e(409, marketplaceMessages.requestAlreadyApproved, 'invalid_transition'),
  request_already_rejected: e(409, marketplaceMessages.requestAlreadyRejected, 'invalid_transition'),
  access_already_requested: e(409, marketplaceMessages.accessAlreadyRequested),
  access_already_granted: e(409, marketplaceMessages.accessAlreadyGranted),
  marketplace_access_required: e(404, marketplaceMessages.accessRequired),
  request_items_required: e(400, marketplaceMessages.requestItemsRequired),
  request_item_twice: e(400, marketplaceMessages.requestItemTwice),
  request_too_many_items: e(400, marketplaceMessages.requestTooManyItems),
  approved_quantity_whole: e(400, marketplaceMessages.approvedQuantityWhole),
  approved_quantity_negative: e(400, marketplaceMessages.approvedQuantityMin),
  approval_item_twice: e(400, marketplaceMessages.approvalItemTwice),
  purchase_item_not_found: e(400, marketplaceMessages.purchaseItemNotFound),
  notification_not_found: e(404, marketplaceMessages.notificationNotFound),
  marketplace_product_unavailable: e(409, marketplaceMessageTemplates.productUnavailable),
  marketplace_quantity_exceeds: e(409, marketplaceMessageTemplates.quantityExceedsAvailable),
  approved_exceeds_requested: e(400, marketplaceMessageTemplates.approvedExceedsRequested),
  marketplace_stock_short: e(409, marketplaceMessageTemplates.stockShort, 'insufficient_stock'),
  purchase_not_approved: e(409, marketplaceMessages.purchaseNotApproved, 'invalid_transition'),

  // Shortage notebook (a missing product name is product_name_required, the inventory's text).
  shortage_category_invalid: e(400, shortageMessages.categoryInvalid),
  shortage_priority_invalid: e(400, shortageMessages.priorityInvalid),
  shortage_completed_flag: e(400, shortageMessages.completedFlag),
  shortage_item_not_found: e(404, shortageMessages.itemNotFound),
  // Lane reorder (issue 31): the reorder page's query.
  reorder_window_days: e(400, reorderMessages.windowDays),
  reorder_cover_days: e(400, reorderMessages.coverDays),
  reorder_lead_days: e(400, reorderMessages.leadDays),

  // The assistant (POST /api/ai/chat).
  chat_message_required: e(400, chatMessages.messageRequired),
  chat_history_too_long: e(400, chatMessages.historyTooLong),
  too_many_questions: e(429, assistantLimitMessage),
  // Offline stock counts (issue 17): a queued change that would take a lot below 0 units.
  stock_below_zero: e(409, stockBelowZeroTemplate, 'insufficient_stock'),
  // Invitations by e-mail (superadmin invites a business; the owner opens the link).
  invite_invalid: e(400, inviteMessages.invalid),
  invite_used: e(410, inviteMessages.used),
  invite_expired: e(410, inviteMessages.expired),
  too_many_invites: e(429, inviteMessages.tooManyInvites),
  too_many_invite_attempts: e(429, inviteMessages.tooManyAccepts),
  // A fair server under load (issue 18): heavy reads over the cap, a database that does not
  // answer the health check, a sales history cursor that is not this business's or not one at all.
  server_busy: e(503, 'The server is busy right now. Please try again in a moment.'),
  database_unavailable: e(503, 'The database is not answering. Please try again shortly.'),
  sales_cursor_invalid: e(400, 'This page of the sales history is out of date. Please reload the list.'),
  // Idempotent writes (issue 18, lane idem): a clientRequestId already used for another request.
  request_id_reused: e(
    409,
    'This request id was already used for a different request. Please reload the page and try again.',
  ),
  // Lane consent (issue 26): blocked senders, the pending limit for strangers, blocks, paged transfers.
  transfer_sender_blocked: e(403, transferConsentMessages.senderBlocked),
  too_many_pending_transfers: e(409, transferConsentMessages.tooManyPending),
  transfer_block_self: e(400, transferConsentMessages.blockSelf),
  transfer_sender_not_found: e(404, transferConsentMessages.senderNotFound),
  transfer_block_not_found: e(404, transferConsentMessages.blockNotFound),
  transfers_cursor_invalid: e(400, transferConsentMessages.cursorInvalid),
  // Live news (issue 26, lane news): the event stream is opened as one, and only so many at once.
  event_stream_only: e(
    406,
    'This address is a live event stream: open it with an EventSource (Accept: text/event-stream).',
  ),
  live_streams_full: e(503, 'Too many live connections are open right now. News will arrive a little later.'),
  ...operationsAndTraceErrors,
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof errorCodes;
