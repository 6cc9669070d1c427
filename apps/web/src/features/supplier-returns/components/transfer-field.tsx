import type { Transfer } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useReceivedTransfersOf } from '../api';
import { useTimes } from '../../../lib/format/use-times';

interface TransferFieldProps {
  inventoryId: number;
  value: number | null;
  error: string | undefined;
  /** The transfer picked, and its line that brought the lot (its price per box and packaging). */
  onChange: (transfer: Transfer | null) => void;
}

/** For a return of type transfer: the received, accepted transfers that brought the picked lot. */
export function TransferField({ inventoryId, value, error, onChange }: TransferFieldProps) {
  const { t } = useTranslation('supplier-returns');
  const times = useTimes();
  const transfers = useReceivedTransfersOf(inventoryId, true);
  const list = transfers.data ?? [];
  if (transfers.isPending) return <Spinner className="size-5" />;
  if (list.length === 0) {
    return (
      <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning sm:col-span-2" role="alert">
        {t('form.noTransfers')}
      </p>
    );
  }
  return (
    <FormField id="return-transfer" label={t('form.transfer')} error={error} className="sm:col-span-2">
      <Select
        id="return-transfer"
        value={value ?? ''}
        onChange={(event) => onChange(list.find((transfer) => transfer.id === Number(event.target.value)) ?? null)}
        aria-invalid={error ? true : undefined}
        data-testid="return-transfer"
      >
        <option value="">{t('form.chooseTransfer')}</option>
        {list.map((transfer) => (
          <option key={transfer.id} value={transfer.id}>
            {t('form.transferOption', {
              id: transfer.id,
              name: transfer.senderName,
              date: times.date(transfer.reviewedAt ?? transfer.createdAt),
            })}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
