import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatCalendarDate } from '../display';
import type { NewExpiryNotice } from '../receive-products';

interface NewExpiryDialogProps {
  notice: NewExpiryNotice | null;
  onClose: () => void;
}

/** New Expiry Date Added: the product now has lots with several expiry dates; FEFO sells the earliest first. */
export function NewExpiryDialog({ notice, onClose }: NewExpiryDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('newExpiry.title')}
        description={notice ? t('newExpiry.description', { name: notice.productName }) : undefined}
        className="max-w-md"
        data-testid="new-expiry-dialog"
      >
        {notice && (
          <div className="flex flex-col gap-4">
            <div className="flex gap-3 rounded-lg border border-brand/30 bg-brand-soft/50 p-4 text-sm">
              <CalendarPlus className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
              <div className="flex flex-col gap-3">
                <dl className="grid grid-cols-2 gap-3">
                  <div>
                    <dt className="text-ink-muted">{t('newExpiry.date')}</dt>
                    <dd className="font-semibold" data-testid="new-expiry-date">
                      {formatCalendarDate(notice.expiryDate, i18n.language)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{t('newExpiry.count')}</dt>
                    <dd className="font-semibold tabular-nums" data-testid="new-expiry-count">
                      {notice.expiryDatesCount}
                    </dd>
                  </div>
                </dl>
                <p>{t('newExpiry.fefo')}</p>
              </div>
            </div>
            <Button onClick={onClose} className="self-end" data-testid="new-expiry-ok">
              {t('newExpiry.ok')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
