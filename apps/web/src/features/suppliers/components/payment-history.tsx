import { toMinor } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { useSupplierPayments } from '../api';
import { useTimes } from '../../../lib/format/use-times';

/** The supplier's payments, newest first: amount, discount, the orders settled. */
export function PaymentHistory({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('suppliers');
  const times = useTimes();
  const money = useMoney();
  const payments = useSupplierPayments(supplierId);
  const list = payments.data ?? [];
  return (
    <section aria-labelledby="payment-history" data-testid="payment-history">
      <h3 id="payment-history" className="mb-2 font-semibold">
        {t('detail.payments')}
      </h3>
      {payments.isSuccess && list.length === 0 && <p className="text-sm text-ink-muted">{t('detail.noPayments')}</p>}
      {list.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {list.map((payment) => (
            <li key={payment.id} className="flex flex-col gap-1 px-3 py-2.5 text-sm" data-testid="payment-entry">
              <div className="flex items-center justify-between gap-3">
                <span className="text-ink-muted">{times.moment(payment.paidAt)}</span>
                <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
              </div>
              {toMinor(payment.discountAmount) > 0 && (
                <p className="text-xs text-success">
                  {t('history.discount', {
                    percent: payment.discountPercentage,
                    amount: money(payment.discountAmount),
                  })}{' '}
                  <span className="text-ink-muted">
                    {t('history.original', { amount: money(payment.originalAmount) })}
                  </span>
                </p>
              )}
              <ul className="flex flex-wrap gap-1" aria-label={t('history.ordersLabel')}>
                {payment.orders.map((order) => (
                  <li
                    key={order.id}
                    className="rounded bg-subtle px-1.5 py-0.5 font-mono text-xs text-ink-muted"
                    dir="ltr"
                  >
                    {order.orderId}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
