import { z } from 'zod';
import { formatAmount } from '../common/money.js';
import { receiveMessages } from '../transfers/receive.js';

const pattern = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * The business's default markup, in percent (issue 26): a received product new to the shop is
 * offered at its cost plus this. 0..1000, at most 2 decimals; answered "20.00".
 */
export const DefaultMarkupPercent = z
  .union([z.string(), z.number()], { error: receiveMessages.markupPercentInvalid })
  .transform((value) => (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()))
  .refine((text) => pattern.test(text) && Number(text) <= 1000, receiveMessages.markupPercentInvalid)
  .transform((text) => formatAmount(text));

/** `PUT /api/auth/update-markup` (Settings, the owner): the default markup. */
export const UpdateMarkupRequest = z.object({ defaultMarkupPercent: DefaultMarkupPercent });
export type UpdateMarkupRequest = z.input<typeof UpdateMarkupRequest>;
