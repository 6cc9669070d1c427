import type { Order, Supplier } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { isolate } from '../../../lib/bidi';
import { useOrdersOf } from '../api';
import { OrderRows } from './order-rows';

interface AllOrdersDialogProps {
  supplier: Supplier | null;
  onClose: () => void;
  onOpenOrder: (order: Order) => void;
}

/** Every order of a supplier, newest first; a row opens its details. */
export function AllOrdersDialog({ supplier, onClose, onOpenOrder }: AllOrdersDialogProps) {
  const { t } = useTranslation('suppliers');
  const orders = useOrdersOf(supplier?.id ?? null);
  return (
    <Dialog open={supplier !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('allOrders.title')}
        description={supplier ? t('allOrders.description', { name: isolate(supplier.name) }) : undefined}
        className="sm:max-w-2xl"
        data-testid="all-orders-dialog"
      >
        {orders.isPending && <Spinner className="size-5" />}
        {orders.isSuccess && orders.data.length === 0 && (
          <p className="text-sm text-ink-muted">{t('allOrders.empty')}</p>
        )}
        {orders.isSuccess && orders.data.length > 0 && <OrderRows orders={orders.data} onOpen={onOpenOrder} />}
      </DialogContent>
    </Dialog>
  );
}
