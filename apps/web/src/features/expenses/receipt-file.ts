import { expenseMessages, maxReceiptBytes, receiptImageTypes } from '@assist/domain';

/**
 * Why a picked file cannot be a receipt, before it is sent (the server checks its bytes again):
 * a JPEG, PNG or WebP of at most 5 MB; null when it may be uploaded.
 */
export function receiptFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(receiptImageTypes as readonly string[]).includes(file.type)) return expenseMessages.receiptType;
  if (file.size > maxReceiptBytes) return expenseMessages.receiptTooLarge;
  return null;
}
