import type { Expense } from '@assist/domain';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/** The receipt image of an expense, opened from "Receipt attached". */
export function ReceiptViewer({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const [failed, setFailed] = useState<string | null>(null);
  const url = expense?.receiptImageUrl ?? null;
  return (
    <Dialog open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('receipt.title')}
        description={expense?.title}
        className="max-w-2xl"
        data-testid="receipt-viewer"
      >
        {url && (
          <div className="flex flex-col gap-3">
            {failed === url ? (
              <p className="text-sm text-danger" role="alert">
                {t('receipt.loadFailed')}
              </p>
            ) : (
              <img
                src={url}
                alt={t('receipt.alt', { title: expense?.title })}
                className="mx-auto max-h-[65vh] w-auto rounded-lg border border-line object-contain"
                onError={() => setFailed(url)}
                data-testid="receipt-image"
              />
            )}
            <a href={url} target="_blank" rel="noopener" className={buttonClass('outline', 'md', 'self-end')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('receipt.open')}
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
