import { badRequest } from '../../platform/errors.js';
import type { Hasher } from '../../platform/secrets.js';
import type { SalePosition } from './sales-repository.js';

/**
 * The sales history's page token: where the last page ended, signed for the business it was given
 * to, so a token is opaque to the client, and another business's token, an edited one or garbage
 * is refused (400 `sales_cursor_invalid`) rather than read.
 * Form: base64url("<micros>.<id>") "." HMAC-SHA256(session secret, "sales:<ownerId>:<micros>.<id>") in hex.
 */
export function encodeSalesCursor(hasher: Hasher, ownerId: number, at: SalePosition): string {
  const position = `${at.micros}.${at.id}`;
  return `${Buffer.from(position).toString('base64url')}.${hasher.hash(signedText(ownerId, position))}`;
}

export function decodeSalesCursor(hasher: Hasher, ownerId: number, cursor: string): SalePosition {
  const [encoded, signed, ...rest] = cursor.split('.');
  const position = encoded ? Buffer.from(encoded, 'base64url').toString('utf8') : '';
  const match = /^(-?\d{1,19})\.(\d{1,15})$/.exec(position);
  if (rest.length > 0 || !match || !signed || !hasher.matches(signedText(ownerId, position), signed)) {
    throw badRequest('sales_cursor_invalid');
  }
  return { micros: match[1]!, id: Number(match[2]) };
}

/** What the signature covers: the business and the position. */
const signedText = (ownerId: number, position: string) => `sales:${ownerId}:${position}`;
