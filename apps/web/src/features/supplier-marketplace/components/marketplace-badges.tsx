import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { Marketplace } from '@assist/domain';

/** Active or not, who may see it, whether prices show: the three settings at a glance. */
export function MarketplaceBadges({ marketplace }: { marketplace: Marketplace }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <div className="flex flex-wrap gap-1.5" data-testid="marketplace-badges">
      <Badge tone={marketplace.isActive ? 'success' : 'neutral'}>
        {t(marketplace.isActive ? 'marketplace.active' : 'marketplace.inactive')}
      </Badge>
      <Badge tone="brand">
        {t(marketplace.requiresApproval ? 'marketplace.approvalRequired' : 'marketplace.openToAll')}
      </Badge>
      <Badge tone={marketplace.hidePrices ? 'warning' : 'neutral'}>
        {t(marketplace.hidePrices ? 'marketplace.pricesHidden' : 'marketplace.pricesShown')}
      </Badge>
    </div>
  );
}
