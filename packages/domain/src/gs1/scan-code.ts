import { z } from 'zod';
import { boundsMessages, hasBidiControls, hasControlCharacters } from '../common/bounds.js';
import { gtinForms } from './gs1-values.js';
import { type Gs1Problem, readGs1 } from './read-gs1.js';
import { gs1Messages } from './messages.js';
export { gs1Messages } from './messages.js';

/** The error code of each reading problem. */
export const gs1ErrorCode = {
  malformed: 'gs1_malformed',
  unknown_ai: 'gs1_unknown_ai',
  check_digit: 'gs1_check_digit',
  bad_date: 'gs1_bad_date',
  no_gtin: 'gs1_no_gtin',
} as const satisfies Record<Gs1Problem, string>;

/**
 * A scanned code as a query or body field: single-line text where the GS1 group separator (ASCII 29)
 * is the one control character allowed, since a wedge scanner types it between fields.
 */
export const ScanCode = z
  .string({ error: gs1Messages.badScan })
  .max(300)
  .refine((value) => !hasControlCharacters(value.replaceAll('\u001d', '')), boundsMessages.controlCharacters)
  .refine((value) => !hasBidiControls(value), boundsMessages.bidiControls)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, gs1Messages.badScan);

/** What to look a scan up by: the barcodes a product may be stored under, and the pack's lot if the code names it. */
export type ScanTarget =
  | {
      readonly ok: true;
      readonly barcodes: string[];
      readonly expiryDate: string | null;
      readonly batchNumber: string | null;
    }
  | { readonly ok: false; readonly problem: Gs1Problem };

/**
 * A scan as a lookup: a plain code is looked up as it is; a GS1 code by its GTIN (the product's
 * barcode, stored as 14 digits or as the 13/12/8-digit EAN/UPC it pads), and names the pack's
 * expiry and batch. The server's lookup, the till's offline copy and every scanning screen use it.
 */
export function scanTarget(code: string, today: Date = new Date()): ScanTarget {
  const read = readGs1(code, today);
  if (read.kind === 'invalid') return { ok: false, problem: read.problem };
  if (read.kind === 'plain') {
    const barcodes = /^0\d{13}$/.test(read.code) ? gtinForms(read.code) : [read.code];
    return { ok: true, barcodes, expiryDate: null, batchNumber: null };
  }
  const { gtin, expiryDate, batchNumber } = read.scan;
  return { ok: true, barcodes: gtinForms(gtin), expiryDate, batchNumber };
}
