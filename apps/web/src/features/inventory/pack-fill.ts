import { type Product, gs1Messages, gtinForms, readGs1 } from '@assist/domain';
import { api } from '../../lib/api';

/** What a GS1 pack code puts into a receiving row: the barcode, and the expiry and batch it prints. */
export type PackFields =
  | {
      readonly kind: 'pack';
      readonly gtin: string;
      readonly barcode: string;
      readonly expiryDate: string | null;
      readonly batchNumber: string | null;
    }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'plain' };

/**
 * Reads a code typed or scanned into a receiving row's barcode field with the domain's GS1 parser.
 * A GTIN-14 with a leading 0 is kept as the EAN-13 on the pack's linear code (how shops' products
 * are stored); the till's lookup finds either form. Example: `]d201095060001343521726123110ABC`
 * -> barcode 9506000134352, expiry 2026-12-31, batch ABC.
 */
export function packFieldsOf(code: string, today: Date = new Date()): PackFields {
  const read = readGs1(code, today);
  if (read.kind === 'plain') return { kind: 'plain' };
  if (read.kind === 'invalid') return { kind: 'invalid', message: gs1Messages[read.problem] };
  const { gtin, expiryDate, batchNumber } = read.scan;
  const barcode = gtin.startsWith('0') ? gtin.slice(1) : gtin;
  return { kind: 'pack', gtin, barcode, expiryDate, batchNumber };
}

/** The catalogue's product a GTIN names (stored as any of its forms), or null. */
export async function productOfGtin(gtin: string): Promise<Product | null> {
  const forms = gtinForms(gtin);
  const shortest = forms.at(-1) ?? gtin;
  const found = await api.get<Product[]>(`/api/products?search=${encodeURIComponent(shortest)}`);
  return found.find((product) => forms.includes(product.barcode)) ?? null;
}
