import type { ReceivePlan, ReceiveTerms } from '@assist/domain';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../i18n/error-text';
import { type ReceiveSource, useReceivePlan } from '../receive-api';
import {
  type ReceiveErrors,
  convertedBoxPrice,
  convertedTotal,
  initialDraft,
  receiveTerms,
  withPrice,
  withRate,
} from '../receive-form';
import { ReceiveLine } from './receive-line';
import { TradeAmount } from './trade-amount';

interface ReceiveDialogProps {
  /** The trade to receive; null closes the dialog. */
  source: ReceiveSource | null;
  /** The accept is under way. */
  pending: boolean;
  onReceive: (terms: ReceiveTerms) => void;
  onClose: () => void;
}

/**
 * Receive (issue 26): the one dialog before the click that makes a debt, for an incoming transfer's
 * Accept and a purchase's "Receive into stock". It shows every line's price and total in the
 * trade's currency, which lines join a lot of the shop's (price unchanged) and the retail price of
 * the others, the exchange rate when the currencies differ, and the total.
 */
export function ReceiveDialog({ source, pending, onReceive, onClose }: ReceiveDialogProps) {
  const { t } = useTranslation('receive');
  const plan = useReceivePlan(source);
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={plan.data ? t('title', { name: plan.data.senderName }) : t('titlePlain')}
        description={t('description')}
        className="sm:max-w-2xl"
        data-testid="receive-dialog"
      >
        {plan.isPending && (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        )}
        {plan.isError && (
          <p role="alert" className="text-sm text-danger" data-testid="receive-plan-error">
            {errorText(plan.error, t, t('planFailed'))}
          </p>
        )}
        {plan.data && (
          <ReceiveForm
            key={plan.data.transferId}
            plan={plan.data}
            pending={pending}
            onReceive={onReceive}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReceiveForm({
  plan,
  pending,
  onReceive,
  onClose,
}: { plan: ReceivePlan } & Omit<ReceiveDialogProps, 'source'>) {
  const { t } = useTranslation('receive');
  const [draft, setDraft] = useState(() => initialDraft(plan));
  const [errors, setErrors] = useState<ReceiveErrors>({ prices: {} });
  const converted = convertedTotal(plan, draft.rate);

  const submit = () => {
    const checked = receiveTerms(plan, draft);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({ prices: {} });
    onReceive(checked.terms);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {plan.needsRate && (
        <FormField
          id="receive-rate"
          label={t('rate.label', { currency: plan.currency, buyerCurrency: plan.buyerCurrency })}
          error={errors.rate}
          hint={plan.lastRate ? t('rate.last', { rate: plan.lastRate }) : t('rate.hint')}
        >
          <Input
            id="receive-rate"
            type="text"
            inputMode="decimal"
            dir="ltr"
            className="rtl:text-right"
            value={draft.rate}
            onChange={(event) => setDraft(withRate(plan, draft, event.target.value))}
            aria-invalid={errors.rate ? true : undefined}
            autoFocus
            data-testid="receive-rate"
          />
        </FormField>
      )}
      <ul className="flex flex-col gap-3" aria-label={t('lines')}>
        {plan.lines.map((line) => (
          <ReceiveLine
            key={line.itemId}
            plan={plan}
            line={line}
            convertedBoxPrice={convertedBoxPrice(plan, line, draft.rate)}
            price={draft.prices[line.itemId] ?? ''}
            error={errors.prices[line.itemId]}
            onPrice={(price) => setDraft(withPrice(draft, line.itemId, price))}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-1 rounded-lg bg-subtle/60 p-3 text-sm">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-ink-muted">{t('total')}</span>
          <TradeAmount amount={plan.total} currency={plan.currency} className="text-lg font-semibold tabular-nums" />
        </p>
        {converted && (
          <p className="flex items-baseline justify-between gap-3" data-testid="receive-converted">
            <span className="text-ink-muted">{t('converted')}</span>
            <TradeAmount amount={converted} currency={plan.buyerCurrency} className="font-medium tabular-nums" />
          </p>
        )}
      </div>
      <p className="text-xs text-ink-muted">{t('owesNote', { name: plan.senderName })}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={pending} data-testid="receive-confirm">
          <PackageCheck className="size-4" aria-hidden="true" />
          {t('confirm')}
        </Button>
      </div>
    </form>
  );
}
