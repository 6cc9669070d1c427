import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, ArrowUpFromLine, RotateCw, Scale, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { transferKeys } from '../../../lib/query-keys';
import { transfersOf, useTransfers } from '../api';
import { BalanceList } from '../components/balance-list';
import { SendTransferDialog } from '../components/send-transfer-dialog';
import { TransferList } from '../components/transfer-list';

const tabs = ['incoming', 'outgoing', 'balances'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** /transfers (spec part 2 §2 "Inventory Transfers"): incoming, outgoing, balances; send, review, pay. */
export function TransfersPage() {
  const { t } = useTranslation('transfers');
  const client = useQueryClient();
  // A payment's notification opens the balances (`?tab=balances`), where claims are decided.
  const [params] = useSearchParams();
  const opened = params.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(opened) ? opened : 'incoming');
  const [sending, setSending] = useState(false);
  const refreshing = useIsFetching({ queryKey: transferKeys.all }) > 0;
  const pendingIncoming = transfersOf(useTransfers('incoming').data).filter((item) => item.status === 'pending').length;

  return (
    <div data-testid="transfers-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void client.invalidateQueries({ queryKey: transferKeys.all })}
              loading={refreshing}
              data-testid="transfers-refresh"
            >
              {!refreshing && <RotateCw className="size-4" aria-hidden="true" />}
              {t('refresh')}
            </Button>
            <Button onClick={() => setSending(true)} data-testid="transfers-send">
              <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('send')}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="incoming" data-testid="transfers-tab-incoming">
            <ArrowDownToLine className="size-4 shrink-0" aria-hidden="true" />
            {t('tabs.incoming')}
            {pendingIncoming > 0 && (
              <span
                className="rounded-full bg-warning px-1.5 text-xs leading-5 text-white tabular-nums"
                data-testid="transfers-pending-count"
              >
                {pendingIncoming}
              </span>
            )}
          </TabsTrigger>
          <TabsTrigger value="outgoing" data-testid="transfers-tab-outgoing">
            <ArrowUpFromLine className="size-4 shrink-0" aria-hidden="true" />
            {t('tabs.outgoing')}
          </TabsTrigger>
          <TabsTrigger value="balances" data-testid="transfers-tab-balances">
            <Scale className="size-4 shrink-0" aria-hidden="true" />
            {t('tabs.balances')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="incoming">
          <TransferList side="incoming" />
        </TabsContent>
        <TabsContent value="outgoing">
          <TransferList side="outgoing" />
        </TabsContent>
        <TabsContent value="balances">
          <BalanceList />
        </TabsContent>
      </Tabs>
      <SendTransferDialog open={sending} onOpenChange={setSending} />
    </div>
  );
}
