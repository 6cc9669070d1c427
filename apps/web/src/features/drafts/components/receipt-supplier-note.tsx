import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';

interface ReceiptSupplierNoteProps {
  /** The supplier's name as the receipt prints it. */
  readName: string | undefined;
  /** The tenant's supplier it matched (by normalised name or phone), if any. */
  matchedName: string | undefined;
  testId: string;
}

/**
 * Says which supplier the receipt was matched to ("MedSupply Co" is your "MedSupply Co."), or that
 * its supplier is not one of the tenant's yet and is only added if chosen as new and saved.
 */
export function ReceiptSupplierNote({ readName, matchedName, testId }: ReceiptSupplierNoteProps) {
  const { t } = useTranslation('inventory');
  if (!readName && !matchedName) return null;
  const matched = matchedName !== undefined;
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-brand-soft p-3 text-sm text-brand-strong"
      data-testid={`${testId}-supplier-${matched ? 'matched' : 'new'}`}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {matched
        ? t('ocr.supplierMatched', { read: isolate(readName ?? matchedName), name: isolate(matchedName) })
        : t('ocr.supplierNotKnown', { read: isolate(readName ?? '') })}
    </p>
  );
}
