import type { Order } from '@assist/domain';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { PaidBadge } from './balance';
import { useTimes } from '../../../lib/format/use-times';

/** Orders as tappable rows: invoice reference, date, total, what is still due, paid or not. */
export function OrderRows({ orders, onOpen }: { orders: Order[]; onOpen: (order: Order) => void }) {
  const { t } = useTranslation('suppliers');
  const times = useTimes();
  const money = useMoney();
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {orders.map((order) => (
        <li key={order.id}>
          <button
            type="button"
            onClick={() => onOpen(order)}
            className="flex w-full items-center gap-3 px-3 py-2.5 text-start hover:bg-subtle/70"
            data-testid={`order-row-${order.orderId}`}
          >
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-mono text-sm" dir="ltr">
                  {order.orderId}
                </span>
                <span className="font-medium whitespace-nowrap tabular-nums">{money(order.total)}</span>
              </span>
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-ink-muted">{times.date(order.createdAt)}</span>
                <span className="flex items-center gap-2">
                  {!order.isPaid && order.amountDue !== order.total && (
                    <span className="text-xs whitespace-nowrap text-ink-muted">
                      {t('order.due')} {money(order.amountDue)}
                    </span>
                  )}
                  <PaidBadge isPaid={order.isPaid} />
                </span>
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-ink-muted rtl:rotate-180" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
