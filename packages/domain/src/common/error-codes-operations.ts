import { gs1Messages } from '../gs1/messages.js';
import { inventoryMessages } from '../inventory/messages.js';
import { recallMessageTemplates, recallMessages } from '../recalls/messages.js';
import { type ErrorCodeEntry, e } from './error-code-entry.js';

/**
 * The error codes of operations (issue 29: place names, backups, metrics, readiness) and of batches
 * and recalls (issue 30), part of the one list (error-codes.ts spreads them in).
 */
export const operationsAndTraceErrors = {
  // Lane contract (issue 29): the location button's place lookup found no city near the position.
  no_place_nearby: e(404, 'No town or city is known near this position. Please enter the address.'),
  // Lane ops (issue 29): backups (a file refused on restore never reaches the API; these are the API's).
  backup_failed: e(503, 'The backup could not be written. The reason is shown on the backups card.'),
  backup_running: e(409, 'A backup is already being written. Please wait for it to finish.'),
  backup_token_invalid: e(401, 'This address is for the backup command on the server itself.'),
  metrics_token_required: e(401, 'Metrics need the token: send Authorization: Bearer <METRICS_TOKEN>.'),
  database_not_ready: e(503, 'The server is starting: the database is not ready yet.'),
  // Lane batches (issue 30): a GS1 code that cannot be read, a scanned pack that has expired.
  gs1_malformed: e(400, gs1Messages.malformed),
  gs1_unknown_ai: e(400, gs1Messages.unknown_ai),
  gs1_check_digit: e(400, gs1Messages.check_digit),
  gs1_bad_date: e(400, gs1Messages.bad_date),
  gs1_no_gtin: e(400, gs1Messages.no_gtin),
  batch_number_too_long: e(400, inventoryMessages.batchNumberTooLong),
  pack_expired: e(409, 'This pack expired on {{expiryDate}}. Do not sell it.'),
  // Lane recalls (issue 30): recalls of a batch across the network, and the till refusing it.
  recall_batch_required: e(400, recallMessages.batchRequired),
  recall_reason_required: e(400, recallMessages.reasonRequired),
  recall_action_required: e(400, recallMessages.actionRequired),
  recall_batch_not_held: e(404, recallMessages.batchNotHeld),
  lot_recalled: e(409, recallMessageTemplates.lotRecalled),
} as const satisfies Record<string, ErrorCodeEntry>;
