import type { Supplier } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useOrdersOf, usePayOutstanding } from '../api';
import { supplierMoneyErrorText, supplierMoneyMessage } from '../error-text';
import { payFigures, payRequest, unpaidOrders } from '../pay-form';
import { useTimes } from '../../../lib/format/use-times';

/** Pay Outstanding (spec part 2 §5): unpaid orders to settle, a discount 0-100 in steps of 0.1. */
export function PayOutstandingDialog({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const { t } = useTranslation('suppliers');
  return (
    <Dialog open={supplier !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('pay.title')}
        description={supplier ? t('pay.description', { name: isolate(supplier.name) }) : undefined}
        className="sm:max-w-xl"
        data-testid="pay-dialog"
      >
        {supplier && <PayForm key={supplier.id} supplier={supplier} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PayForm({ supplier, onDone }: { supplier: Supplier; onDone: () => void }) {
  const { t } = useTranslation('suppliers');
  const times = useTimes();
  const money = useMoney();
  const orders = useOrdersOf(supplier.id);
  const pay = usePayOutstanding();
  const unpaid = unpaidOrders(orders.data ?? []);
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const chosen = picked ?? new Set(unpaid.map((o) => o.id));
  const selected = unpaid.filter((order) => chosen.has(order.id));
  const [discount, setDiscount] = useState('0');
  const [problem, setProblem] = useState<string | undefined>();
  const figures = payFigures(selected, discount);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  const submit = () => {
    const request = payRequest(supplier.id, selected, discount);
    if (!request.ok) {
      const message = supplierMoneyMessage(request.message, t);
      setProblem(message);
      toast({ title: t('toast.check'), description: message, variant: 'destructive' });
      return;
    }
    setProblem(undefined);
    pay.mutate(request.body, {
      onSuccess: (done) => {
        toast({
          title: t('toast.paid'),
          description: t('toast.paidText', { amount: money(done.amount), name: isolate(supplier.name) }),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t('toast.payFailed'),
          description: supplierMoneyErrorText(error, t, t('toast.payFailed')),
          variant: 'destructive',
        }),
    });
  };

  if (orders.isPending) return <Spinner className="size-5" />;
  if (unpaid.length === 0) return <p className="text-sm text-ink-muted">{t('pay.none')}</p>;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium">{t('pay.orders')}</legend>
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={selected.length === unpaid.length}
            onChange={(event) => setPicked(new Set(event.target.checked ? unpaid.map((o) => o.id) : []))}
            data-testid="pay-select-all"
          />
          {t('pay.selectAll')}
        </label>
        <ul className="max-h-60 divide-y divide-line overflow-y-auto rounded-lg border border-line">
          {unpaid.map((order) => (
            <li key={order.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-subtle/60">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.has(order.id)}
                  onChange={(event) => toggle(order.id, event.target.checked)}
                  data-testid={`pay-order-${order.orderId}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-mono text-sm" dir="ltr">
                    {order.orderId}
                  </span>
                  <span className="block text-xs text-ink-muted">{times.date(order.createdAt)}</span>
                </span>
                <span className="font-medium tabular-nums">{money(order.amountDue)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <FormField id="pay-discount" label={t('pay.discount')} hint={t('pay.discountHint')}>
        <Input
          id="pay-discount"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          dir="ltr"
          className="rtl:text-right sm:max-w-40"
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
          data-testid="pay-discount"
        />
      </FormField>

      <dl className="flex flex-col gap-1.5 rounded-lg bg-subtle/60 p-3 text-sm" data-testid="pay-summary">
        <div className="flex justify-between gap-3">
          <dt>{t('pay.original')}</dt>
          <dd className="tabular-nums" data-testid="pay-original">
            {money(figures.originalAmount)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-success">
          <dt>{t('pay.discountAmount', { percent: discount || '0' })}</dt>
          <dd className="tabular-nums" data-testid="pay-discount-amount">
            − {money(figures.discountAmount)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-line pt-1.5 text-base font-semibold">
          <dt>{t('pay.amount')}</dt>
          <dd className="tabular-nums" data-testid="pay-amount">
            {money(figures.amount)}
          </dd>
        </div>
      </dl>
      {problem && (
        <p role="alert" className="text-sm text-danger" data-testid="pay-problem">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} data-testid="pay-cancel">
          {t('pay.cancel')}
        </Button>
        <Button type="submit" loading={pay.isPending} data-testid="pay-submit">
          {t('pay.submit', { amount: money(figures.amount) })}
        </Button>
      </div>
    </form>
  );
}
