import { RecallCreateRequest, type RecallCreateValues, recallActions } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { applyServerIssues } from '../../../lib/form-errors';
import { useCreateRecall } from '../api';

const fieldNames = ['barcode', 'batchNumber', 'expiryDate', 'reason', 'action'] as const;

/** What the form starts with: a lot's menu fills the product, batch and expiry. */
export interface RecallStart {
  barcode?: string;
  batchNumber?: string;
  expiryDate?: string | null;
}

/** Barcode (GTIN), batch, expiry (optional), reason, what holders must do; the server finds the lots. */
export function RecallForm({ start, onDone }: { start: RecallStart; onDone: () => void }) {
  const { t } = useTranslation('recalls');
  const create = useCreateRecall();
  const form = useForm({
    resolver: zodResolver(RecallCreateRequest),
    defaultValues: {
      barcode: start.barcode ?? '',
      batchNumber: start.batchNumber ?? '',
      expiryDate: start.expiryDate ?? '',
      reason: '',
      action: 'stop_selling' as const,
    },
  });
  const { errors } = form.formState;
  const error = (name: (typeof fieldNames)[number]) => errors[name]?.message;

  const onSubmit = form.handleSubmit((values: RecallCreateValues) => {
    create.mutate(values, {
      onSuccess: (made) => {
        toast({
          title: t('toast.made'),
          description: t('toast.madeText', {
            count: made.reach.length,
            n: String(made.reach.length),
            batch: isolate(made.batchNumber),
          }),
          variant: 'success',
        });
        onDone();
      },
      onError: (failure) => {
        applyServerIssues(failure, form.setError, fieldNames);
        toast({
          title: t('toast.failed'),
          description: errorText(failure, t, t('toast.failed')),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="recall-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="recall-barcode" label={t('form.barcode')} error={error('barcode')}>
          <Input
            autoComplete="off"
            inputMode="numeric"
            dir="ltr"
            {...fieldAria('recall-barcode', error('barcode'))}
            {...form.register('barcode')}
          />
        </FormField>
        <FormField id="recall-batch" label={t('form.batchNumber')} error={error('batchNumber')}>
          <Input
            autoComplete="off"
            dir="ltr"
            {...fieldAria('recall-batch', error('batchNumber'))}
            {...form.register('batchNumber')}
          />
        </FormField>
        <FormField id="recall-expiry" label={t('form.expiryDate')} error={error('expiryDate')}>
          <Input type="date" {...fieldAria('recall-expiry', error('expiryDate'))} {...form.register('expiryDate')} />
        </FormField>
        <FormField id="recall-action" label={t('form.action')} error={error('action')}>
          <Select {...fieldAria('recall-action', error('action'))} {...form.register('action')}>
            {recallActions.map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="recall-reason" label={t('form.reason')} error={error('reason')}>
        <Textarea
          rows={3}
          placeholder={t('form.reasonPlaceholder')}
          {...fieldAria('recall-reason', error('reason'))}
          {...form.register('reason')}
        />
      </FormField>
      <p className="text-sm text-ink-muted">{t('form.note')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending} data-testid="recall-submit">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
