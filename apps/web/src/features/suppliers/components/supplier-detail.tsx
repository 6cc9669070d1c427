import type { Order, SupplierDetail } from '@assist/domain';
import { ListOrdered, Mail, MapPin, Phone, User, Wallet } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { balanceState, BalanceAmount, BalanceBadge } from './balance';
import { NetworkBalances } from './network-balances';
import { NetworkLedger } from './network-ledger';
import { OrderRows } from './order-rows';
import { PaymentHistory } from './payment-history';
import { LeadDaysField } from '../../reorder/components/lead-days-field'; // lane reorder

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <span className="mt-0.5 text-ink-muted" aria-hidden="true">
        {icon}
      </span>
      <span className="sr-only">{label}</span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}

interface SupplierDetailPanelProps {
  supplier: SupplierDetail;
  onOpenOrder: (order: Order) => void;
  onAllOrders: () => void;
  onPay: () => void;
}

/** The detail panel: contact, outstanding balance, total orders, the 5 latest orders, payments. */
export function SupplierDetailPanel({ supplier, onOpenOrder, onAllOrders, onPay }: SupplierDetailPanelProps) {
  const { t } = useTranslation('suppliers');
  const money = useMoney();
  const state = balanceState(supplier.outstandingBalance);
  // Paying everything disables Pay Outstanding under the keyboard's focus: the supplier's name takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(heading, true);
  return (
    <div className="flex flex-col gap-5 p-5" data-testid="supplier-detail">
      <div>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold break-words rtl:text-right"
          dir="auto"
          data-testid="supplier-heading"
        >
          {supplier.name}
        </h2>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Line icon={<User className="size-4" />} label={t('detail.contact')}>
            {supplier.contact}
          </Line>
          <Line icon={<Phone className="size-4" />} label={t('detail.phone')}>
            <span dir="ltr">{supplier.phone}</span>
          </Line>
          {supplier.email && (
            <Line icon={<Mail className="size-4" />} label={t('detail.email')}>
              <span dir="ltr">{supplier.email}</span>
            </Line>
          )}
          {supplier.address && (
            <Line icon={<MapPin className="size-4" />} label={t('detail.address')}>
              {supplier.address}
            </Line>
          )}
        </div>
        <div className="mt-3">
          <LeadDaysField key={supplier.id} supplierId={supplier.id} leadDays={supplier.leadDays} />
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-canvas p-3">
          <p className="flex items-center justify-between gap-2 text-xs text-ink-muted">
            {t('balance')}
            <BalanceBadge amount={supplier.outstandingBalance} />
          </p>
          <BalanceAmount
            amount={supplier.outstandingBalance}
            className="mt-1 block text-xl sm:text-2xl"
            testId="supplier-balance"
          />
          {state === 'credit' && (
            <p className="mt-1 text-xs text-ink-muted">
              {t('creditText', { amount: money(supplier.outstandingBalance.replace('-', '')) })}
            </p>
          )}
        </div>
        <div className="rounded-lg border border-line bg-canvas p-3">
          <p className="text-xs text-ink-muted">{t('detail.totalOrders')}</p>
          <p className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl" data-testid="supplier-total-orders">
            {formatCount(supplier.totalOrders)}
          </p>
        </div>
      </div>

      {supplier.partnerId !== null && <NetworkBalances balances={supplier.networkBalances} />}

      <div className="flex flex-wrap gap-2">
        <Button onClick={onPay} disabled={state !== 'owes'} data-testid="supplier-pay">
          <Wallet className="size-4" aria-hidden="true" />
          {t('detail.pay')}
        </Button>
        <Button
          variant="outline"
          onClick={onAllOrders}
          disabled={supplier.totalOrders === 0}
          data-testid="supplier-all-orders"
        >
          <ListOrdered className="size-4" aria-hidden="true" />
          {t('detail.allOrders')}
        </Button>
      </div>

      <section aria-labelledby="recent-orders">
        <h3 id="recent-orders" className="mb-2 font-semibold">
          {t('detail.recentOrders')}
        </h3>
        {supplier.recentOrders.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('detail.noOrders')}</p>
        ) : (
          <OrderRows orders={supplier.recentOrders} onOpen={onOpenOrder} />
        )}
      </section>

      {supplier.partnerId !== null && (
        <NetworkLedger
          partnerId={supplier.partnerId}
          trades={supplier.networkTrades}
          payments={supplier.networkPayments}
        />
      )}

      <PaymentHistory supplierId={supplier.id} />
    </div>
  );
}

export function DetailLoading() {
  const { t } = useTranslation('suppliers');
  return (
    <output className="flex items-center gap-2 p-6 text-ink-muted">
      <Spinner className="size-4" />
      {t('detail.loading')}
    </output>
  );
}
