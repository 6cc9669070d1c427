import { fromMinor, sum, toMinor } from '@assist/domain';
import { Download, Printer, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useDraftOrder, useRequestFromSupplier } from '../api';
import {
  type ManualOrder,
  type MarketplaceOrder,
  type ReorderLine,
  marketplaceCost,
  orderCsv,
  ordersOf,
} from '../reorder-lines';

/**
 * The ticked lines as they will be sent: a "Request from <supplier>" button per marketplace
 * supplier; for the others, a draft order per supplier, a CSV list or the printed page.
 */
export function SendPanel({ lines }: { lines: ReorderLine[] }) {
  const { t } = useTranslation('reorder');
  const { marketplace, manual } = ordersOf(lines);
  if (marketplace.length === 0 && manual.length === 0)
    return <p className="text-sm text-ink-muted print:hidden">{t('send.none')}</p>;
  return (
    <Card className="flex flex-col gap-3 p-4 print:hidden" data-testid="reorder-send">
      <h2 className="font-semibold text-ink">{t('send.title')}</h2>
      {marketplace.map((order) => (
        <RequestButton key={order.supplierId} order={order} />
      ))}
      {manual.map((order) => (
        <ManualOrderRow key={String(order.supplierId)} order={order} />
      ))}
      {manual.length > 0 && <ManualListButtons lines={manual.flatMap((order) => order.lines)} />}
    </Card>
  );
}

function RequestButton({ order }: { order: MarketplaceOrder }) {
  const { t } = useTranslation('reorder');
  const send = useRequestFromSupplier();
  const currency = order.lines[0]?.item.marketplaceCurrency ?? undefined;
  const money = useMoney(currency);
  const costs = order.lines.map(marketplaceCost);
  const total = costs.every((cost) => cost !== null) ? fromMinor(sum(costs.map((cost) => toMinor(cost!)))) : null;
  const request = () =>
    send.mutate(order, {
      onSuccess: () => toast({ title: t('send.sent', { name: isolate(order.supplierName) }), variant: 'success' }),
      onError: (error) => toastSendFailed(error, t),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="text-sm text-ink-muted">
        {total === null
          ? t('send.requestLinesHidden', { count: order.lines.length })
          : t('send.requestLines', { count: order.lines.length, amount: money(total) })}
      </span>
      <Button onClick={request} loading={send.isPending} data-testid="reorder-request">
        <Send className="size-4" aria-hidden="true" />
        {t('send.request', { name: isolate(order.supplierName) })}
      </Button>
    </div>
  );
}

function ManualOrderRow({ order }: { order: ManualOrder }) {
  const { t } = useTranslation('reorder');
  const draft = useDraftOrder();
  const save = () =>
    draft.mutate(
      { order, notes: t('draftNotes') },
      {
        onSuccess: () => toast({ title: t('send.drafted'), variant: 'success' }),
        onError: (error) => toastSendFailed(error, t),
      },
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="text-sm text-ink-muted">
        {t('send.manualFor', {
          name: order.supplierName === null ? t('send.unknownSupplier') : isolate(order.supplierName),
          count: order.lines.length,
        })}
      </span>
      <Button variant="outline" onClick={save} loading={draft.isPending} data-testid="reorder-draft">
        {t('send.draft')}
      </Button>
    </div>
  );
}

function ManualListButtons({ lines }: { lines: ReorderLine[] }) {
  const { t } = useTranslation('reorder');
  const download = () => {
    const header = ['supplier', 'product', 'barcode', 'boxes', 'unitsPerBox', 'costPerBox', 'cost'].map((key) =>
      t(`csv.${key}`),
    );
    // A byte-order mark so spreadsheet programs read the Arabic names as UTF-8.
    const blob = new Blob([`\uFEFF${orderCsv(lines, header)}`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'order-list.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={download} data-testid="reorder-csv">
        <Download className="size-4" aria-hidden="true" />
        {t('send.csv')}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        {t('send.print')}
      </Button>
    </div>
  );
}

/** A request or draft that did not go: why, in the user's language. */
function toastSendFailed(error: unknown, t: TFunction) {
  toast({ title: t('send.failed'), description: errorText(error, t, t('errors:generic')), variant: 'destructive' });
}
