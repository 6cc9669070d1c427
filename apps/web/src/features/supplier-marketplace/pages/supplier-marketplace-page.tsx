import { Bell, Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NeedsNetworkNote, useNeedsNetwork } from '../../../components/online-only';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../auth/api';
import { useMyMarketplaces } from '../api';
import { BroadcastDialog } from '../components/broadcast-dialog';
import { CreateMarketplaceDialog } from '../components/create-marketplace-dialog';
import { InventoryTab } from '../components/inventory-tab';
import { JoinRequestsTab } from '../components/join-requests-tab';
import { MarketplaceDetailsDialog } from '../components/marketplace-details-dialog';
import { MarketplaceSettingsDialog } from '../components/marketplace-settings-dialog';
import { AccessRestricted, MarketplaceLoadFailed, MarketplaceLoading } from '../components/marketplace-states';
import { MarketplacesTab } from '../components/marketplaces-tab';
import { type MarketplaceTab, OverviewTab } from '../components/overview-tab';
import { PurchaseRequestsTab } from '../components/purchase-requests-tab';
import { NotificationsDialog } from '../components/notifications-dialog';
import type { Marketplace } from '@assist/domain';
import { useAutoCreateMarketplace } from '../use-auto-create';

/** /supplier-marketplace (spec part 2 §2 Supplier My Marketplace page): suppliers only. */
export function SupplierMarketplacePage() {
  const user = useSignedInUser();
  if (user.userType !== 'supplier') return <AccessRestricted />;
  return <SupplierMarketplace />;
}

type Dialog = 'none' | 'create' | 'broadcast' | 'notifications';

function PendingCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge tone="warning" className="px-1.5">
      {count}
    </Badge>
  );
}

function SupplierMarketplace() {
  const { t } = useTranslation('supplierMarketplace');
  const marketplaces = useMyMarketplaces();
  const { creating } = useAutoCreateMarketplace(marketplaces.data);
  const { offline } = useNeedsNetwork();
  // A payment's notification opens the purchase requests (`?tab=purchase-requests`), where balances are.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<MarketplaceTab>(
    params.get('tab') === 'purchase-requests' ? 'purchase-requests' : 'overview',
  );
  const [dialog, setDialog] = useState<Dialog>('none');
  const [details, setDetails] = useState<Marketplace | null>(null);
  const [settings, setSettings] = useState<Marketplace | null>(null);
  const close = () => setDialog('none');
  const list = marketplaces.data ?? [];

  return (
    <div data-testid="supplier-marketplace-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('notifications')} data-testid="open-notifications">
              <Bell className="size-4" aria-hidden="true" />
              {t('actions.notifications')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('broadcast')} data-testid="open-broadcast">
              <Megaphone className="size-4" aria-hidden="true" />
              {t('actions.broadcast')}
            </Button>
            {marketplaces.isSuccess && list.length === 0 && !creating && (
              <Button onClick={() => setDialog('create')} data-testid="open-create-marketplace">
                <Plus className="size-4" aria-hidden="true" />
                {t('actions.create')}
              </Button>
            )}
          </>
        }
      />
      {offline && <NeedsNetworkNote className="mb-4" />}
      {(marketplaces.isPending || creating) && <MarketplaceLoading text={t('loading')} />}
      {marketplaces.isError && (
        <MarketplaceLoadFailed error={marketplaces.error} onRetry={() => void marketplaces.refetch()} />
      )}
      {marketplaces.isSuccess && (
        <Tabs value={tab} onValueChange={(value) => setTab(value as MarketplaceTab)}>
          <TabsList className="overflow-x-auto max-lg:flex! max-lg:justify-start">
            <TabsTrigger value="overview" className="shrink-0 whitespace-nowrap" data-testid="tab-overview">
              {t('tabs.overview')}
            </TabsTrigger>
            <TabsTrigger value="marketplaces" className="shrink-0 whitespace-nowrap" data-testid="tab-marketplaces">
              {t('tabs.marketplaces')}
            </TabsTrigger>
            <TabsTrigger value="inventory" className="shrink-0 whitespace-nowrap" data-testid="tab-inventory">
              {t('tabs.inventory')}
            </TabsTrigger>
            <TabsTrigger value="join-requests" className="shrink-0 whitespace-nowrap" data-testid="tab-join-requests">
              {t('tabs.joinRequests')}
              <PendingCount count={list[0]?.pendingJoinRequests} />
            </TabsTrigger>
            <TabsTrigger
              value="purchase-requests"
              className="shrink-0 whitespace-nowrap"
              data-testid="tab-purchase-requests"
            >
              {t('tabs.purchaseRequests')}
              <PendingCount count={list[0]?.pendingPurchaseRequests} />
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab marketplace={list[0]} onGoTo={setTab} />
          </TabsContent>
          <TabsContent value="marketplaces">
            <MarketplacesTab marketplaces={list} onDetails={setDetails} onSettings={setSettings} />
          </TabsContent>
          <TabsContent value="inventory">
            <InventoryTab />
          </TabsContent>
          <TabsContent value="join-requests">
            <JoinRequestsTab />
          </TabsContent>
          <TabsContent value="purchase-requests">
            <PurchaseRequestsTab />
          </TabsContent>
        </Tabs>
      )}
      <CreateMarketplaceDialog open={dialog === 'create'} onClose={close} />
      <BroadcastDialog open={dialog === 'broadcast'} onClose={close} />
      <NotificationsDialog open={dialog === 'notifications'} onClose={close} />
      <MarketplaceDetailsDialog marketplace={details} onClose={() => setDetails(null)} />
      <MarketplaceSettingsDialog marketplace={settings} onClose={() => setSettings(null)} />
    </div>
  );
}
