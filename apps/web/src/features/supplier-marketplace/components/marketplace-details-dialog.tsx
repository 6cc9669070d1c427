import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import type { Marketplace } from '@assist/domain';
import { useTimes } from '../../../lib/format/use-times';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-line py-2 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Every field of a marketplace (spec part 2 §3 Marketplace), read only. */
export function MarketplaceDetailsDialog({
  marketplace,
  onClose,
}: {
  marketplace: Marketplace | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplierMarketplace');
  const times = useTimes();
  return (
    <Dialog open={marketplace !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('details.title')} data-testid="marketplace-details-dialog">
        {marketplace && (
          <>
            <dl>
              <Row label={t('details.name')}>{marketplace.name}</Row>
              <Row label={t('details.description')}>{marketplace.description || t('marketplace.noDescription')}</Row>
              <Row label={t('details.businessCategory')}>
                {t(`marketplace.category.${marketplace.businessCategory}`)}
              </Row>
              <Row label={t('details.status')}>
                {t(marketplace.isActive ? 'marketplace.active' : 'marketplace.inactive')}
              </Row>
              <Row label={t('details.access')}>
                {t(marketplace.requiresApproval ? 'marketplace.approvalRequired' : 'marketplace.openToAll')}
              </Row>
              <Row label={t('details.prices')}>
                {t(marketplace.hidePrices ? 'marketplace.pricesHidden' : 'marketplace.pricesShown')}
              </Row>
              <Row label={t('details.createdAt')}>{times.moment(marketplace.createdAt)}</Row>
              <Row label={t('details.updatedAt')}>{times.moment(marketplace.updatedAt)}</Row>
            </dl>
            <div className="mt-4 flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('details.close')}</Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
