import type { Order } from '@assist/domain';
import { ArrowLeft, Building2, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useSuppliers } from '../../inventory/api';
import { useSupplierDetail } from '../api';
import { AddSupplierDialog } from '../components/add-supplier-dialog';
import { AllOrdersDialog } from '../components/all-orders-dialog';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { PayOutstandingDialog } from '../components/pay-outstanding-dialog';
import { DetailLoading, SupplierDetailPanel } from '../components/supplier-detail';
import { SupplierList } from '../components/supplier-list';
import { supplierMoneyErrorText } from '../error-text';

type Dialog = 'none' | 'add' | 'allOrders' | 'pay';

/** /suppliers: the list with balances, the detail panel, orders, payments and returns (spec part 2 §2). */
export function SuppliersPage() {
  const { t } = useTranslation('suppliers');
  const isPhone = useBreakpoint() === 'mobile';
  const suppliers = useSuppliers();
  const list = suppliers.data ?? [];
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  // On wider screens the first supplier is open until another is chosen; a phone shows the list first.
  const selectedId = picked ?? (isPhone ? null : (list[0]?.id ?? null));
  const detail = useSupplierDetail(selectedId);
  const [dialog, setDialog] = useState<Dialog>('none');
  const [orderId, setOrderId] = useState<number | null>(null);
  const close = () => setDialog('none');
  const openOrder = (order: Order) => setOrderId(order.id);
  const supplier = detail.data ?? null;

  const panel = (
    <Card className="min-h-64 min-w-0">
      {isPhone && (
        <div className="border-b border-line p-2">
          <Button variant="ghost" size="sm" onClick={() => setPicked(null)} data-testid="suppliers-back">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('back')}
          </Button>
        </div>
      )}
      {selectedId === null && <p className="p-6 text-sm text-ink-muted">{t('pickSupplier')}</p>}
      {selectedId !== null && detail.isPending && <DetailLoading />}
      {supplier && (
        <SupplierDetailPanel
          supplier={supplier}
          onOpenOrder={openOrder}
          onAllOrders={() => setDialog('allOrders')}
          onPay={() => setDialog('pay')}
        />
      )}
    </Card>
  );

  return (
    <div data-testid="suppliers-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setDialog('add')} data-testid="supplier-add">
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      {suppliers.isPending && (
        <output className="flex items-center gap-2 text-ink-muted">
          <Spinner className="size-4" />
          {t('loading')}
        </output>
      )}
      {suppliers.isError && (
        <Card className="flex flex-col items-start gap-3 p-6" role="alert">
          <h2 className="font-semibold">{t('loadFailed')}</h2>
          <p className="text-sm text-ink-muted">{supplierMoneyErrorText(suppliers.error, t, t('loadFailed'))}</p>
          <Button variant="outline" onClick={() => void suppliers.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        </Card>
      )}
      {suppliers.isSuccess && list.length === 0 && (
        <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="suppliers-empty">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Building2 className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
          <p className="max-w-md text-ink-muted">{t('empty.text')}</p>
        </Card>
      )}
      {list.length > 0 &&
        (isPhone && selectedId !== null ? (
          panel
        ) : (
          <div className="grid items-start gap-4 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[21rem_minmax(0,1fr)]">
            <Card className="min-w-0 overflow-hidden">
              <SupplierList
                suppliers={list}
                search={search}
                onSearch={setSearch}
                selectedId={selectedId}
                onSelect={setPicked}
              />
            </Card>
            {!isPhone && panel}
          </div>
        ))}
      <AddSupplierDialog
        open={dialog === 'add'}
        onOpenChange={(open) => !open && close()}
        onCreated={(created) => {
          setPicked(created.id);
          close();
        }}
      />
      <AllOrdersDialog supplier={dialog === 'allOrders' ? supplier : null} onClose={close} onOpenOrder={openOrder} />
      <PayOutstandingDialog supplier={dialog === 'pay' ? supplier : null} onClose={close} />
      <OrderDetailsDialog orderId={orderId} onClose={() => setOrderId(null)} />
    </div>
  );
}
