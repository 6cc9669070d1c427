import {
  type InventoryItem,
  type ReturnReasonType,
  type ReturnSourceType,
  SupplierReturnCreateRequest,
  returnReasonTypes,
  returnSourceTypes,
  type Transfer,
  fromMinor,
  returnValue,
  toMinor,
  tradeLineMinor,
  transferMessages,
} from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReturnQuantityField, ReturnReasonField } from '../../../components/return-line-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useMoney } from '../../../lib/format/use-money';
import { useSignedInUser } from '../../auth/api';
import { supplierMoneyErrorText, supplierMoneyMessage } from '../../suppliers/error-text';
import { useCreateSupplierReturn } from '../api';
import { ItemPicker } from './item-picker';
import type { ReturnPrefill } from '../recalled-return';
import { TransferField } from './transfer-field';
import { countText } from '../../../i18n/count-text';

interface Fields {
  type: ReturnSourceType;
  returnType: ReturnReasonType;
  quantity: string;
  unitPrice: string;
  returnReason: string;
  notes: string;
  transferId: number | null;
}
type FieldName = keyof Fields;

const blankFields: Fields = {
  type: 'supplier_order',
  returnType: 'defective',
  quantity: '1',
  unitPrice: '',
  returnReason: '',
  notes: '',
  transferId: null,
};

/** The fields of a recalled lot's return: type transfer, its transfer's price, every unit held. */
function recalledFields(prefill: ReturnPrefill, reason: string): Fields {
  const line = lineOf(prefill.transfer, prefill.item.id);
  return {
    ...blankFields,
    type: 'transfer',
    returnType: 'other',
    quantity: String(prefill.units),
    unitPrice: line ? (Number(line.costPrice) / line.unitsPerBox).toFixed(2) : prefill.item.unitCostPrice,
    returnReason: reason,
    transferId: prefill.transfer.id,
  };
}

/** The line of `transfer` that brought the lot: its price per box and packaging. */
function lineOf(transfer: Transfer | null, inventoryId: number) {
  return transfer?.items.find((line) => line.inventoryId === inventoryId) ?? null;
}

/** Create Return (spec part 1 §2, §5): a lot, units, the reason and type; pending until decided. */
export function CreateReturnDialog({
  open,
  onOpenChange,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Lane recalls: "Return recalled stock" opens it filled (the lot, its transfer, the units held). */
  prefill?: ReturnPrefill | null;
}) {
  const { t } = useTranslation('supplier-returns');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('form.title')}
        description={t('form.description')}
        className="sm:max-w-xl"
        data-testid="create-return-dialog"
      >
        {open && <CreateReturnForm prefill={prefill ?? null} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateReturnForm({ prefill, onDone }: { prefill: ReturnPrefill | null; onDone: () => void }) {
  const { t } = useTranslation('supplier-returns');
  const money = useMoney();
  const create = useCreateSupplierReturn();
  const { capabilities } = useSignedInUser();
  const sources = returnSourceTypes.filter((value) => value !== 'transfer' || capabilities.includes('transfers'));
  const [item, setItem] = useState<InventoryItem | null>(prefill?.item ?? null);
  const [transfer, setTransfer] = useState<Transfer | null>(prefill?.transfer ?? null);
  const [fields, setFields] = useState<Fields>(
    prefill ? recalledFields(prefill, t('form.recalledReason')) : blankFields,
  );
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));
  const pick = (picked: InventoryItem) => {
    setItem(picked);
    set({ unitPrice: picked.unitCostPrice });
  };

  if (!item) return <ItemPicker onPick={pick} />;

  const quantity = Number(fields.quantity);
  const fromTransfer = fields.type === 'transfer';
  const line = fromTransfer ? lineOf(transfer, item.id) : null;
  const wholeQuantity = Number.isInteger(quantity) && quantity > 0;
  const total =
    fromTransfer && line
      ? wholeQuantity
        ? fromMinor(tradeLineMinor(toMinor(line.costPrice), line.unitsPerBox, quantity, transfer?.currency ?? 'USD'))
        : null
      : wholeQuantity && fields.unitPrice !== '' && Number(fields.unitPrice) >= 0
        ? returnValue(Number(fields.unitPrice).toFixed(2), quantity)
        : null;
  const pickTransfer = (picked: Transfer | null) => {
    setTransfer(picked);
    const pickedLine = lineOf(picked, item.id);
    set({
      transferId: picked?.id ?? null,
      ...(pickedLine && { unitPrice: (Number(pickedLine.costPrice) / pickedLine.unitsPerBox).toFixed(2) }),
    });
  };
  const error = (name: FieldName) => supplierMoneyMessage(errors[name], t);

  const submit = () => {
    const body = {
      ...fields,
      transferId: fromTransfer ? (fields.transferId ?? undefined) : undefined,
      inventoryId: item.id,
      productId: item.productId,
      supplierId: fromTransfer ? undefined : (item.supplierId ?? undefined),
    };
    if (fromTransfer && !fields.transferId) {
      setErrors({ transferId: transferMessages.returnTransferRequired });
      return;
    }
    const parsed = SupplierReturnCreateRequest.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (quantity > item.availableUnits) {
      setErrors({ quantity: countText(t, 'form.tooMany', item.availableUnits) });
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t('toast.created'), description: t('toast.createdText'), variant: 'success' });
        onDone();
      },
      onError: (failure) =>
        toast({
          title: t('toast.failed'),
          description: supplierMoneyErrorText(failure, t, t('toast.failed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <div className="flex items-start justify-between gap-3 rounded-lg bg-subtle/60 p-3" data-testid="return-picked">
        <div className="min-w-0">
          <p className="truncate font-medium">{item.product.name}</p>
          <p className="text-xs text-ink-muted">
            {item.supplier?.name ?? t('card.noSupplier')} · {countText(t, 'form.unitsLeft', item.availableUnits)}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setItem(null)}>
          {t('form.change')}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="return-type" label={t('form.type')}>
          <Select
            id="return-type"
            value={fields.type}
            onChange={(event) => set({ type: event.target.value as ReturnSourceType })}
            data-testid="return-type"
          >
            {sources.map((value) => (
              <option key={value} value={value}>
                {t(`sources.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="return-return-type" label={t('form.returnType')}>
          <Select
            id="return-return-type"
            value={fields.returnType}
            onChange={(event) => set({ returnType: event.target.value as ReturnReasonType })}
            data-testid="return-return-type"
          >
            {returnReasonTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {fromTransfer && (
          <TransferField
            inventoryId={item.id}
            value={fields.transferId}
            error={error('transferId')}
            onChange={pickTransfer}
          />
        )}
        <ReturnQuantityField
          id="return-quantity"
          testId="return-quantity"
          label={t('form.quantity')}
          error={error('quantity')}
          min={1}
          max={item.availableUnits}
          value={fields.quantity}
          onChange={(quantity) => set({ quantity })}
        />
        <FormField
          id="return-unit-price"
          label={t('form.unitPrice')}
          error={error('unitPrice')}
          hint={fromTransfer ? t('form.transferPriced') : undefined}
        >
          <Input
            id="return-unit-price"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            dir="ltr"
            className="rtl:text-right"
            value={fields.unitPrice}
            readOnly={fromTransfer}
            onChange={(event) => set({ unitPrice: event.target.value })}
            aria-invalid={errors.unitPrice ? true : undefined}
            data-testid="return-unit-price"
          />
        </FormField>
      </div>
      <ReturnReasonField
        id="return-reason"
        testId="return-reason"
        label={t('form.reason')}
        error={error('returnReason')}
        value={fields.returnReason}
        placeholder={t('form.reasonPlaceholder')}
        onChange={(returnReason) => set({ returnReason })}
      />
      <FormField id="return-notes" label={t('form.notes')}>
        <Textarea
          id="return-notes"
          value={fields.notes}
          onChange={(event) => set({ notes: event.target.value })}
          data-testid="return-notes"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {t('form.total')}{' '}
          <span className="font-semibold text-ink tabular-nums" data-testid="return-form-total">
            {total === null ? '—' : money(total)}
          </span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="return-submit">
            {t('form.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
