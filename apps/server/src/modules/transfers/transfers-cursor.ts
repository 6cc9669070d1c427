import { badRequest } from '../../platform/errors.js';
import type { Hasher } from '../../platform/secrets.js';

/** Where a page of a transfers list ends: the last transfer's createdAt in microseconds (exact), and its id. */
export interface TransferPosition {
  micros: string;
  id: number;
}

export type TransferSide = 'incoming' | 'outgoing';

/**
 * A transfers list's page token, like the sales history's (sales-cursor.ts): the position signed
 * for the business and the list it was given for, so another business's token, the other list's,
 * an edited one or garbage is refused (400 `transfers_cursor_invalid`) rather than read.
 * Form: base64url("<micros>.<id>") "." HMAC(session secret, "transfers:<side>:<ownerId>:<micros>.<id>").
 */
export function encodeTransfersCursor(hasher: Hasher, ownerId: number, side: TransferSide, at: TransferPosition) {
  const position = `${at.micros}.${at.id}`;
  return `${Buffer.from(position).toString('base64url')}.${hasher.hash(signedText(ownerId, side, position))}`;
}

export function decodeTransfersCursor(
  hasher: Hasher,
  ownerId: number,
  side: TransferSide,
  cursor: string,
): TransferPosition {
  const [encoded, signed, ...rest] = cursor.split('.');
  const position = encoded ? Buffer.from(encoded, 'base64url').toString('utf8') : '';
  const match = /^(-?\d{1,19})\.(\d{1,15})$/.exec(position);
  if (rest.length > 0 || !match || !signed || !hasher.matches(signedText(ownerId, side, position), signed)) {
    throw badRequest('transfers_cursor_invalid');
  }
  return { micros: match[1] as string, id: Number(match[2]) };
}

const signedText = (ownerId: number, side: TransferSide, position: string) =>
  `transfers:${side}:${ownerId}:${position}`;
