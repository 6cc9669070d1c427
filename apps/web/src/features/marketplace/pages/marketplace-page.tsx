import { ClipboardList, LogIn, PackageCheck, Store } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NeedsNetworkNote } from '../../../components/online-only';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useCurrentUser } from '../../auth/api';
import { BrowseTab } from '../components/browse-tab';
import { MyRequestsTab } from '../components/my-requests-tab';
import { PurchasesTab } from '../components/purchases-tab';
import type { DraftLine } from '../purchase-draft';

const tabs = ['browse', 'my-requests', 'purchases'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** Spec part 2 §2: "Logged-out users see a please-log-in message." */
function SignedOutNotice() {
  const { t } = useTranslation('marketplace');
  return (
    <Card
      className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center"
      data-testid="marketplace-signed-out"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Store className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold">{t('signedOut.title')}</h1>
      <p className="text-ink-muted">{t('signedOut.text')}</p>
      <Link to="/auth" className={buttonClass('primary', 'lg')} data-testid="marketplace-sign-in">
        <LogIn className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('signedOut.action')}
      </Link>
    </Card>
  );
}

/**
 * /marketplace, the retailer's side of the supplier marketplace (spec part 2 §2 "Supplier
 * Marketplace page", retailer tabs browse, my-requests, purchases). The tab, the product search
 * (`?search=`, where the shortage notebook links) and the supplier being browsed live in the URL.
 */
export function MarketplacePage() {
  const { data: user } = useCurrentUser();
  return user ? <RetailerMarketplace /> : <SignedOutNotice />;
}

function RetailerMarketplace() {
  const { t } = useTranslation('marketplace');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'browse';
  const search = params.get('search') ?? '';
  const supplierParam = Number(params.get('supplier'));
  const supplierId = Number.isInteger(supplierParam) && supplierParam > 0 ? supplierParam : null;
  // One purchase request in the making per supplier, kept while the retailer moves between tabs.
  const [drafts, setDrafts] = useState<ReadonlyMap<number, DraftLine[]>>(new Map());

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // A request sent (the supplier's page gives way to My Requests) or a draft line removed would drop
  // the keyboard's focus to the page body: the active tab takes it.
  const tabList = useRef<HTMLDivElement>(null);
  const activeTab = useMemo(
    () => ({
      get current() {
        return tabList.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]') ?? null;
      },
    }),
    [],
  );
  useFocusFallback(activeTab, true);

  const setDraft = (id: number, lines: DraftLine[]) => setDrafts((current) => new Map(current).set(id, lines));

  return (
    <div data-testid="marketplace-page">
      <PageHeader title={t('title')} description={t('description')} />
      <NeedsNetworkNote className="mb-4" />
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'browse' ? null : value })}>
        <TabsList ref={tabList} className="mb-2 sm:max-w-xl">
          <TabsTrigger value="browse" data-testid="marketplace-tab-browse">
            <Store className="size-4 shrink-0" aria-hidden="true" />
            {t('tabs.browse')}
          </TabsTrigger>
          <TabsTrigger value="my-requests" data-testid="marketplace-tab-my-requests">
            <ClipboardList className="size-4 shrink-0" aria-hidden="true" />
            {t('tabs.myRequests')}
          </TabsTrigger>
          <TabsTrigger value="purchases" data-testid="marketplace-tab-purchases">
            <PackageCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('tabs.purchases')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="browse">
          <BrowseTab
            search={search}
            onSearch={(value) => update({ search: value }, true)}
            supplierId={supplierId}
            onSupplier={(id) => update({ supplier: id === null ? null : String(id) })}
            drafts={drafts}
            onDraft={setDraft}
            onSent={() => {
              if (supplierId !== null) setDraft(supplierId, []);
              update({ tab: 'my-requests', supplier: null, search: null });
            }}
          />
        </TabsContent>
        <TabsContent value="my-requests">
          <MyRequestsTab onViewProducts={(id) => update({ tab: null, supplier: String(id) })} />
        </TabsContent>
        <TabsContent value="purchases">
          <PurchasesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
