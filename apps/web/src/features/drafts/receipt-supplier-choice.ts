import type { NewReceiptSupplier } from '@assist/domain';

/** The supplier picker's value for "the receipt's supplier, new": created only when saved. */
export const newSupplierChoice = 'new';

/** The supplier named on a receipt, as read ({ name, phone }), when there is a name. */
export type ReceiptSupplierRead = { name: string | null; phone: string | null } | null | undefined;

/** The name the picker offers as a new supplier: the receipt's, unless the receipt named none. */
export function newSupplierNameOf(read: ReceiptSupplierRead): string | undefined {
  return read?.name?.trim() || undefined;
}

/**
 * The save body's supplier: the picked supplier's id, or the receipt's supplier confirmed as new
 * (`newSupplier`, created by the server in the save's transaction); nothing when none is chosen.
 */
export function supplierOfChoice(
  choice: string,
  read: ReceiptSupplierRead,
): { supplierId: string } | { newSupplier: NewReceiptSupplier } | null {
  if (choice === newSupplierChoice) {
    const name = newSupplierNameOf(read);
    return name ? { newSupplier: { name, phone: read?.phone ?? null } } : null;
  }
  return choice ? { supplierId: choice } : null;
}

/** A draft keeps a supplier id only: "new" is kept as none (the draft keeps the receipt's name). */
export const draftSupplierIdOf = (choice: string) => (choice && choice !== newSupplierChoice ? choice : null);
