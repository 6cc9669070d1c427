import { Download, LogIn, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { StorageWarning } from '../../../components/storage-warning';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSyncRunner } from '../../../offline/sync-runner';
import { useCurrentUser } from '../../auth/api';
import { ConnectionBadges } from '../components/connection-badges';
import { HowItWorks } from '../components/how-it-works';
import { OfflineTill } from '../components/offline-till';
import { PerformancePanel } from '../components/performance-panel';
import { StatusCards } from '../components/status-cards';
import { StockCountPanel } from '../components/stock-count-panel';
import { useOfflineActions } from '../use-offline-actions';
import { useOfflineStats } from '../use-offline-data';

/** /offline (spec part 1 §2 "Offline page"): open to visitors too, selling needs a person signed in once. */
export function OfflinePage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="flex flex-col gap-6" data-testid="offline-page">
      {user ? (
        <SignedInOffline
          canSell={user.capabilities.includes('pos')}
          canCount={user.capabilities.includes('inventory') && user.capabilities.includes('pos')}
        />
      ) : (
        <VisitorOffline />
      )}
    </div>
  );
}

function SignedInOffline({ canSell, canCount }: { canSell: boolean; canCount: boolean }) {
  const { t } = useTranslation(['offline', 'offline-counts']);
  const actions = useOfflineActions();
  const stats = useOfflineStats();
  const { running } = useSyncRunner();
  return (
    <>
      <div>
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <>
              <Button
                variant="outline"
                onClick={() => void actions.sync()}
                loading={running}
                data-testid="offline-sync"
              >
                <RefreshCw className="size-4" aria-hidden="true" />
                {t('actions.sync')}
              </Button>
              <Button
                variant="outline"
                onClick={() => void actions.download()}
                loading={actions.downloading}
                data-testid="offline-refresh"
              >
                <Download className="size-4" aria-hidden="true" />
                {t('actions.refresh')}
              </Button>
            </>
          }
        />
        <div className="-mt-3">
          <ConnectionBadges showQueue />
        </div>
      </div>
      {canSell && <StorageWarning className="-mt-3" />}
      <StatusCards products={stats.products} />
      <HowItWorks />
      <Tabs defaultValue="pos">
        <TabsList>
          <TabsTrigger value="pos" data-testid="offline-tab-pos">
            {t('tabs.pos')}
          </TabsTrigger>
          <TabsTrigger value="count" data-testid="offline-tab-count">
            {t('offline-counts:tab')}
          </TabsTrigger>
          <TabsTrigger value="performance" data-testid="offline-tab-performance">
            {t('tabs.performance')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pos">
          {canSell ? <OfflineTill /> : <p className="text-sm text-ink-muted">{t('noPos')}</p>}
        </TabsContent>
        <TabsContent value="count">
          {canCount ? <StockCountPanel /> : <p className="text-sm text-ink-muted">{t('offline-counts:noInventory')}</p>}
        </TabsContent>
        <TabsContent value="performance">
          <PerformancePanel actions={actions} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function VisitorOffline() {
  const { t } = useTranslation('offline');
  return (
    <>
      <div>
        <PageHeader title={t('title')} description={t('description')} />
        <div className="-mt-3">
          <ConnectionBadges showQueue={false} />
        </div>
      </div>
      <StatusCards products={0} />
      <HowItWorks />
      <Card data-testid="offline-sign-in">
        <CardHeader>
          <CardTitle>{t('signIn.title')}</CardTitle>
          <CardDescription>{t('signIn.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/auth" className={buttonClass('primary')}>
            <LogIn className="size-4" aria-hidden="true" />
            {t('signIn.action')}
          </Link>
        </CardContent>
      </Card>
    </>
  );
}
