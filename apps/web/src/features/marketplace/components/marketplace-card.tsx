import { Clock, Eye, Package, Send, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { countText } from '../../../i18n/count-text';
import type { BrowseMarketplace } from '@assist/domain';
import { supplierOf } from '../names';
import { AccessBadge } from './status-badges';

const shownCategories = 4;

interface MarketplaceCardProps {
  marketplace: BrowseMarketplace;
  onRequestAccess: () => void;
  onViewProducts: () => void;
}

/**
 * One marketplace in Browse (spec part 2 §3 "Retailer browse list"): its name, the supplier's
 * business and category, product count, categories and the retailer's access, with what to do next.
 */
export function MarketplaceCard({ marketplace, onRequestAccess, onViewProducts }: MarketplaceCardProps) {
  const { t } = useTranslation('marketplace');
  const { accessStatus, categories } = marketplace;
  const extra = categories.length - shownCategories;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid={`marketplace-card-${marketplace.marketplaceId}`}
      data-supplier-id={marketplace.supplierId}
    >
      <header className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
          <Store className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 font-semibold break-words" data-testid="marketplace-name">
            <bdi>{marketplace.marketplaceName}</bdi>
          </h2>
          <p className="line-clamp-2 text-sm break-words text-ink-muted" data-testid="marketplace-supplier">
            <bdi>{supplierOf(marketplace)}</bdi>
          </p>
        </div>
      </header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="brand" data-testid="marketplace-category">
          {t(`businessCategory.${marketplace.supplier.businessCategory}`, {
            defaultValue: marketplace.supplier.businessCategory,
          })}
        </Badge>
        <span className="inline-flex items-center gap-1 text-ink-muted" data-testid="marketplace-products">
          <Package className="size-4" aria-hidden="true" />
          {countText(t, 'browse.products', marketplace.totalProducts)}
        </span>
        <span className="ms-auto">
          <AccessBadge status={marketplace.hasAccess ? 'approved' : accessStatus} />
        </span>
      </div>
      {marketplace.description && (
        <p dir="auto" className="line-clamp-2 text-sm text-ink-muted">
          {marketplace.description}
        </p>
      )}
      {categories.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('stock.category')}>
          {categories.slice(0, shownCategories).map((category) => (
            <li key={category} className="rounded-md bg-subtle px-2 py-0.5 text-xs text-ink-muted">
              {t(`inventory:categories.${category}`, { defaultValue: category })}
            </li>
          ))}
          {extra > 0 && (
            <li className="rounded-md bg-subtle px-2 py-0.5 text-xs text-ink-muted">
              {t('browse.moreCategories', { n: extra })}
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-2 pt-1">
        {!marketplace.hasAccess && accessStatus === 'pending' && (
          <p
            className="flex items-center gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning"
            data-testid="marketplace-pending"
          >
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {t('browse.pendingNote')}
          </p>
        )}
        {!marketplace.hasAccess && accessStatus === 'none' && !marketplace.requiresApproval && (
          <p className="text-sm text-ink-muted">{t('browse.openNote')}</p>
        )}
        {!marketplace.hasAccess && accessStatus === 'rejected' && (
          <p className="text-sm text-danger">{t('browse.rejectedNote')}</p>
        )}
        {marketplace.hasAccess ? (
          <Button onClick={onViewProducts} data-testid="marketplace-view-products">
            <Eye className="size-4" aria-hidden="true" />
            {t('browse.viewProducts')}
          </Button>
        ) : accessStatus === 'pending' ? null : (
          <Button variant="outline" onClick={onRequestAccess} data-testid="marketplace-request-access">
            <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {accessStatus === 'rejected' ? t('browse.requestAgain') : t('browse.requestAccess')}
          </Button>
        )}
      </div>
    </article>
  );
}
