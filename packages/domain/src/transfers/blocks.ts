import { z } from 'zod';
import { BodyId, EntityId } from '../common/bounds.js';
import { Transfer } from './contracts.js';
export { transferConsentMessages } from './consent-messages.js';

/**
 * Unasked transfers (issue 26, decisions/2026-11-28-consent.md): a recipient may block a sender;
 * a business that is not yet a trading partner may have at most `maxPendingFromStranger` transfers
 * pending with one recipient.
 */
export const maxPendingFromStranger = 20;

/** `POST /api/transfer-blocks`: block a business that has sent this one transfers (by its account id). */
export const TransferBlockRequest = z.object({ userId: BodyId() });
export type TransferBlockRequest = z.input<typeof TransferBlockRequest>;

/** `DELETE /api/transfer-blocks/{userId}`. */
export const TransferBlockParams = z.object({ userId: EntityId() });

/** A business this one blocked: its transfers are refused until unblocked. */
export const TransferBlock = z.object({
  userId: z.number(),
  businessName: z.string(),
  email: z.string(),
  blockedAt: z.string(),
});
export type TransferBlock = z.infer<typeof TransferBlock>;
export const TransferBlockList = z.array(TransferBlock);

/** Transfers in one page of `GET /api/transfers/incoming` and `/outgoing`. */
export const transfersPageSize = 50;

/** `GET /api/transfers/incoming?cursor=` (and outgoing): `cursor` is a page's `nextCursor`. */
export const TransferListQuery = z.object({ cursor: z.string().max(200).optional() });
export type TransferListQuery = z.infer<typeof TransferListQuery>;

/** A page of a transfers list: newest first, and the opaque token of the next page (null: the last). */
export const TransferPage = z.object({ transfers: z.array(Transfer), nextCursor: z.string().nullable() });
export type TransferPage = z.infer<typeof TransferPage>;
