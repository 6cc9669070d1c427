import {
  type OrderDetails,
  type OrderItem,
  isReturnableQuantity,
  remainingToReturn,
  returnValue,
  supplierReturnMessages,
} from '@assist/domain';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ReturnQuantityField, ReturnReasonField } from '../../../components/return-line-fields';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { useOrderDetails, useReturnOrderItem } from '../api';
import { supplierMoneyErrorText } from '../error-text';
import { PaidBadge } from './balance';
import { countText } from '../../../i18n/count-text';
import { useTimes } from '../../../lib/format/use-times';

/** Order details (spec part 2 §2): its lines with returned quantities and a Return action per line. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation('suppliers');
  const times = useTimes();
  const money = useMoney();
  const details = useOrderDetails(orderId);
  const order = details.data;
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={order ? t('details.title', { id: isolate(order.orderId) }) : t('details.title', { id: '' })}
        description={
          order
            ? t('details.description', {
                supplier: isolate(order.supplierName),
                date: times.date(order.createdAt),
              })
            : undefined
        }
        className="sm:max-w-3xl"
        data-testid="order-details-dialog"
      >
        {details.isPending && <Spinner className="size-5" />}
        {details.isError && (
          <p role="alert" className="text-sm text-danger">
            {t('details.notFound')}
          </p>
        )}
        {order && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <span>
                {t('order.total')}: <span className="font-semibold tabular-nums">{money(order.total)}</span>
              </span>
              <span>
                {t('order.due')}:{' '}
                <span className="font-semibold tabular-nums" data-testid="order-due">
                  {money(order.amountDue)}
                </span>
              </span>
              <PaidBadge isPaid={order.isPaid} />
            </div>
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" data-testid="order-items">
              {order.items.map((item) => (
                <OrderLine key={item.id} order={order} item={item} />
              ))}
            </ul>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderLine({ order, item }: { order: OrderDetails; item: OrderItem }) {
  const { t } = useTranslation('suppliers');
  const money = useMoney();
  const [returning, setReturning] = useState(false);
  const remaining = remainingToReturn(item.quantity, item.returnedQuantity);
  return (
    <li className="flex flex-col gap-2 p-3" data-testid={`order-item-${item.id}`}>
      <div className="min-w-0">
        <p className="font-medium break-words rtl:text-right" dir="auto">
          {item.productName}
        </p>
        <p className="font-mono text-xs text-ink-muted" dir="ltr">
          {item.barcode}
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <dl className="grid grid-cols-3 gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-ink-muted">{t('details.quantity')}</dt>
            <dd className="tabular-nums">{formatCount(item.quantity)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('details.returned')}</dt>
            <dd className="tabular-nums" data-testid="item-returned">
              {formatCount(item.returnedQuantity)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('details.cost')}</dt>
            <dd className="tabular-nums whitespace-nowrap">{money(item.costPrice)}</dd>
          </div>
        </dl>
        {!returning && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setReturning(true)}
            disabled={remaining === 0}
            aria-label={t('details.returnOf', { name: item.productName })}
            data-testid={`item-return-${item.id}`}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {remaining === 0 ? t('details.nothingLeft') : t('details.return')}
          </Button>
        )}
      </div>
      {returning && (
        <ReturnLineForm order={order} item={item} remaining={remaining} onDone={() => setReturning(false)} />
      )}
    </li>
  );
}

function ReturnLineForm({
  order,
  item,
  remaining,
  onDone,
}: {
  order: OrderDetails;
  item: OrderItem;
  remaining: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('suppliers');
  const money = useMoney();
  const create = useReturnOrderItem();
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const boxes = Number(quantity);
  const valid = isReturnableQuantity(boxes, remaining);

  const submit = () => {
    if (!valid) {
      setProblem(t('toast.invalidQuantityText', { max: remaining }));
      toast({
        title: t('toast.invalidQuantity'),
        description: t('toast.invalidQuantityText', { max: remaining }),
        variant: 'destructive',
      });
      return;
    }
    if (!reason.trim()) {
      setProblem(t('errors:codes.reason_required'));
      return;
    }
    setProblem(undefined);
    create.mutate(
      {
        orderId: order.id,
        itemId: item.id,
        productName: item.productName,
        barcode: item.barcode,
        quantity: boxes,
        costPrice: item.costPrice,
        reason: reason.trim(),
      },
      {
        onSuccess: (done) => {
          toast({
            title: t('toast.returned'),
            description: t('toast.returnedText', {
              boxes: countText(t, 'boxes', done.quantity),
              name: isolate(item.productName),
              amount: money(done.totalValue),
            }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title:
              error instanceof Error && error.message === supplierReturnMessages.invalidQuantity
                ? t('toast.invalidQuantity')
                : t('toast.returnFailed'),
            description: supplierMoneyErrorText(error, t, t('toast.returnFailedText')),
            variant: 'destructive',
          }),
      },
    );
  };

  const id = `return-${item.id}`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-3 rounded-lg bg-subtle/60 p-3 sm:grid-cols-[10rem_1fr]"
      data-testid={`return-form-${item.id}`}
    >
      <ReturnQuantityField
        id={`${id}-quantity`}
        testId="return-quantity"
        label={t('details.returnQuantity', { max: formatCount(remaining) })}
        min={1}
        max={remaining}
        value={quantity}
        onChange={setQuantity}
        invalid={!valid}
      />
      <ReturnReasonField
        id={`${id}-reason`}
        testId="return-reason"
        label={t('details.reason')}
        value={reason}
        placeholder={t('details.reasonPlaceholder')}
        onChange={setReason}
      />
      {problem && (
        <p role="alert" className="text-sm text-danger sm:col-span-2" data-testid="return-problem">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted" data-testid="return-value">
          {valid ? t('details.value', { amount: money(returnValue(item.costPrice, boxes)) }) : '\u00a0'}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="ghost" onClick={onDone}>
            {t('details.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="return-confirm">
            {t('details.confirm')}
          </Button>
        </div>
      </div>
    </form>
  );
}
