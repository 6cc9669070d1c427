import type { Sale } from '@assist/domain';
import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperSelect } from '../../../components/receipt/paper-select';
import { paperSizePreference } from '../../../components/receipt/receipt-content';
import { type ReceiptPrinter, ReceiptPrint } from '../../../components/receipt/receipt-print';
import { ReceiptView } from '../../../components/receipt/receipt-view';
import { Button } from '../../../components/ui/button';
import { usePreference } from '../../../lib/use-preference';
import { useSignedInUser } from '../../auth/api';

/** A past sale's receipt as the till printed it, to print again on an 80 mm roll or an A4 sheet. */
export function SaleReprint({ sale }: { sale: Sale }) {
  const { t } = useTranslation('sales');
  const { businessName } = useSignedInUser();
  const [paper, setPaper] = usePreference(paperSizePreference);
  const printer = useRef<ReceiptPrinter>(null);
  const receipt = { sale, businessName };
  return (
    <section aria-labelledby="sale-detail-receipt">
      <h3 id="sale-detail-receipt" className="text-sm font-semibold">
        {t('detail.receipt')}
      </h3>
      <div
        className="mx-auto mt-2 max-w-xs rounded-lg border border-line bg-canvas p-4"
        data-testid="sale-receipt-preview"
      >
        <ReceiptView receipt={receipt} paper="80mm" testIds />
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <PaperSelect value={paper} onChange={setPaper} />
        <Button onClick={() => printer.current?.print()} data-testid="receipt-print">
          <Printer className="size-4" aria-hidden="true" />
          {t('detail.print')}
        </Button>
      </div>
      <ReceiptPrint ref={printer} receipt={receipt} paper={paper} />
    </section>
  );
}
