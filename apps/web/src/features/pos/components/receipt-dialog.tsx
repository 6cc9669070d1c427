import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PaperSelect } from '../../../components/receipt/paper-select';
import { type ReceiptPrinter, ReceiptPrint } from '../../../components/receipt/receipt-print';
import { ReceiptView } from '../../../components/receipt/receipt-view';
import type { StoredReceipt } from '../last-receipt';
import { preferences, usePreference } from '../preferences';
import { scanThrough } from '../use-till-keyboard';
import { TillDialog } from './till-dialog';

/** The receipt popup after checkout (and for reprinting the last sale), with Print on 80 mm or A4. */
export function ReceiptDialog({
  receipt,
  onClose,
  onClosed,
}: {
  receipt: StoredReceipt | null;
  onClose: () => void;
  /** Where focus goes once the popup has closed (the search field, for the next customer). */
  onClosed: () => void;
}) {
  const { t } = useTranslation('pos');
  const [paper, setPaper] = usePreference(preferences.paperSize);
  const printer = useRef<ReceiptPrinter>(null);
  // Opens on every F9 and closes on Escape: a TillDialog, which does not restyle the whole till.
  return (
    <TillDialog
      open={receipt !== null}
      title={t('receipt.dialogTitle')}
      className="max-w-md"
      attributes={{ 'data-testid': 'receipt-dialog', ...scanThrough }}
      onClose={onClose}
      onClosed={onClosed}
    >
      {receipt && (
        <>
          <div className="rounded-lg border border-line bg-canvas p-4">
            <ReceiptView receipt={receipt} paper="80mm" testIds />
          </div>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <PaperSelect value={paper} onChange={setPaper} />
            <div className="flex flex-1 gap-2 sm:justify-end">
              <Button variant="outline" className="flex-1 sm:flex-none" onClick={onClose} data-testid="receipt-close">
                {t('receipt.newSale')}
              </Button>
              <Button
                className="flex-1 sm:flex-none"
                onClick={() => printer.current?.print()}
                data-testid="receipt-print"
              >
                <Printer className="size-4" aria-hidden="true" />
                {t('receipt.print')}
              </Button>
            </div>
          </div>
          <ReceiptPrint ref={printer} receipt={receipt} paper={paper} />
        </>
      )}
    </TillDialog>
  );
}
