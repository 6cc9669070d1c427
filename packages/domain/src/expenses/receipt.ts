/** The most a receipt image may weigh: 5 MB. */
export const maxReceiptBytes = 5 * 1024 * 1024;

export const receiptImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReceiptImageType = (typeof receiptImageTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The image type of a file by its first bytes (what it says it is does not count), or null:
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" .... "WEBP".
 */
export function receiptImageType(bytes: Uint8Array): ReceiptImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The address the server serves a stored receipt at. */
export function receiptImageUrl(id: number): string {
  return `/api/expenses/receipts/${id}`;
}

const receiptUrlPattern = /^\/api\/expenses\/receipts\/([1-9]\d{0,9})$/;

/** The receipt id of one of our receipt addresses, or null: "/api/expenses/receipts/12" -> 12. */
export function receiptIdOf(url: string): number | null {
  const match = receiptUrlPattern.exec(url);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
