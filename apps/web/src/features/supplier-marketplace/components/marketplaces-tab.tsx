import { Info, Settings, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Marketplace } from '@assist/domain';
import { MarketplaceBadges } from './marketplace-badges';
import { useTimes } from '../../../lib/format/use-times';

interface MarketplacesTabProps {
  marketplaces: Marketplace[];
  onDetails: (marketplace: Marketplace) => void;
  onSettings: (marketplace: Marketplace) => void;
}

/** The supplier's marketplaces, each with its settings at a glance, its details and settings. */
export function MarketplacesTab({ marketplaces, onDetails, onSettings }: MarketplacesTabProps) {
  const { t } = useTranslation('supplierMarketplace');
  const times = useTimes();
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="marketplace-list">
      {marketplaces.map((marketplace) => (
        <li key={marketplace.id}>
          <Card className="flex h-full flex-col gap-3 p-4 sm:p-5" data-testid={`marketplace-${marketplace.id}`}>
            <div className="flex items-start gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
                <Store className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold [overflow-wrap:anywhere]" data-testid="marketplace-name">
                  {marketplace.name}
                </h3>
                <p className="text-xs text-ink-muted">
                  {t('marketplace.created', { date: times.date(marketplace.createdAt) })}
                </p>
              </div>
            </div>
            <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
              {marketplace.description || t('marketplace.noDescription')}
            </p>
            <MarketplaceBadges marketplace={marketplace} />
            <div className="mt-auto flex flex-wrap gap-2 pt-1">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDetails(marketplace)}
                data-testid="marketplace-details"
              >
                <Info className="size-4" aria-hidden="true" />
                {t('marketplace.details')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onSettings(marketplace)}
                data-testid="marketplace-settings"
              >
                <Settings className="size-4" aria-hidden="true" />
                {t('marketplace.settings')}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
