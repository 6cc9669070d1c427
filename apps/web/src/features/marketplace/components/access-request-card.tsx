import type { BrowseMarketplace } from '@assist/domain';
import { Eye, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { supplierOf } from '../names';
import { AccessBadge } from './status-badges';

interface AccessRequestCardProps {
  marketplace: BrowseMarketplace;
  onViewProducts: () => void;
}

/** One marketplace the retailer asked to see: the supplier, the marketplace and the request's status. */
export function AccessRequestCard({ marketplace, onViewProducts }: AccessRequestCardProps) {
  const { t } = useTranslation('marketplace');
  const status = marketplace.hasAccess ? 'approved' : marketplace.accessStatus;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`access-request-${marketplace.marketplaceId}`}
    >
      <header className="flex items-start gap-3">
        <Store className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold rtl:text-right" dir="auto">
            {supplierOf(marketplace)}
          </h3>
          <p className="text-sm text-ink-muted rtl:text-right" dir="auto">
            {marketplace.marketplaceName}
          </p>
        </div>
      </header>
      <div>
        <AccessBadge status={status} />
      </div>
      <p className="text-sm text-ink-muted">
        {status === 'pending' && t('browse.pendingNote')}
        {status === 'rejected' && t('browse.rejectedNote')}
        {status === 'approved' && t('requests.accessGranted')}
      </p>
      {status === 'approved' && (
        <Button variant="outline" size="sm" className="mt-auto self-start" onClick={onViewProducts}>
          <Eye className="size-4" aria-hidden="true" />
          {t('browse.viewProducts')}
        </Button>
      )}
    </article>
  );
}
