import { type Expense, ExpenseCreateRequest, type ExpenseValues, expenseCategories } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { applyServerIssues } from '../../../lib/form-errors';
import { isolate } from '../../../lib/bidi';
import { useAmounts } from '../../../lib/format/use-money';
import { useSaveExpense, useUploadReceipt } from '../api';
import { expenseErrorText, expenseMessage } from '../error-text';
import { receiptFileProblem } from '../receipt-file';
import { useBusinessDay } from '../../auth/use-business-day';
import { ReceiptPicker } from './receipt-picker';

const fieldNames = ['title', 'amount', 'category', 'expenseDate', 'description', 'receiptImageUrl'] as const;

interface ExpenseFormProps {
  /** The expense to edit; absent to add one. */
  expense?: Expense | undefined;
  onSaved: (saved: Expense) => void;
  onCancel: () => void;
}

/** A new expense is dated the business's today (spec part 1 §5); an edited one starts from what it holds. */
function defaultsOf(expense: Expense | undefined, today: string) {
  return {
    title: expense?.title ?? '',
    amount: expense?.amount ?? '',
    category: expense?.category ?? ('' as Expense['category']),
    expenseDate: expense?.expenseDate ?? today,
    description: expense?.description ?? '',
    receiptImageUrl: expense?.receiptImageUrl ?? null,
  };
}

/** The add/edit form: title, amount (step 0.01), category, date, description, receipt image. */
export function ExpenseForm({ expense, onSaved, onCancel }: ExpenseFormProps) {
  const { t } = useTranslation('expenses');
  const { today } = useBusinessDay();
  const { symbol: currency } = useAmounts();
  const save = useSaveExpense();
  const upload = useUploadReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [receiptUrl, setReceiptUrl] = useState<string | null>(expense?.receiptImageUrl ?? null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const form = useForm({ resolver: zodResolver(ExpenseCreateRequest), defaultValues: defaultsOf(expense, today()) });
  const { errors } = form.formState;
  const error = (name: (typeof fieldNames)[number]) => expenseMessage(errors[name]?.message, t);

  const pick = (picked: File) => {
    const problem = receiptFileProblem(picked);
    if (problem) {
      setReceiptError(expenseMessage(problem, t));
      return;
    }
    setReceiptError(undefined);
    setFile(picked);
    upload.mutate(picked, {
      onSuccess: (stored) => setReceiptUrl(stored.receiptImageUrl),
      onError: (failure) => {
        setFile(null);
        setReceiptError(expenseErrorText(failure, t, t('toast.uploadFailed')));
      },
    });
  };

  const removeReceipt = () => {
    setFile(null);
    setReceiptUrl(null);
    setReceiptError(undefined);
  };

  const onSubmit = form.handleSubmit((values: ExpenseValues) => {
    const body = { ...values, receiptImageUrl: receiptUrl };
    save.mutate(
      { id: expense?.id, body },
      {
        onSuccess: (saved) => {
          const title = isolate(saved.title);
          toast(
            expense
              ? { title: t('toast.updated'), description: t('toast.updatedText', { title }), variant: 'success' }
              : { title: t('toast.added'), description: t('toast.addedText', { title }), variant: 'success' },
          );
          onSaved(saved);
        },
        onError: (failure) => {
          applyServerIssues(failure, form.setError, fieldNames);
          // Spec part 1 §8: a failed save shows the toast "Error" with the message.
          toast({
            title: t('toast.error'),
            description: expenseErrorText(failure, t, t('errors:generic')),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="expense-form">
      <FormField id="expense-title" label={t('form.title')} error={error('title')}>
        <Input
          autoComplete="off"
          placeholder={t('form.titlePlaceholder')}
          {...fieldAria('expense-title', error('title'))}
          {...form.register('title')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="expense-amount" label={t('form.amount', { currency })} error={error('amount')}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            dir="ltr"
            className="rtl:text-right"
            {...fieldAria('expense-amount', error('amount'))}
            {...form.register('amount')}
          />
        </FormField>
        <FormField id="expense-date" label={t('form.date')} error={error('expenseDate')}>
          <Input type="date" {...fieldAria('expense-date', error('expenseDate'))} {...form.register('expenseDate')} />
        </FormField>
      </div>
      <FormField id="expense-category" label={t('form.category')} error={error('category')}>
        <Select {...fieldAria('expense-category', error('category'))} {...form.register('category')}>
          <option value="">{t('form.chooseCategory')}</option>
          {expenseCategories.map((c) => (
            <option key={c.value} value={c.value}>
              {t(`categories.${c.value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="expense-description" label={t('form.description')} error={error('description')}>
        <Textarea
          rows={3}
          placeholder={t('form.descriptionPlaceholder')}
          {...fieldAria('expense-description', error('description'))}
          {...form.register('description')}
        />
      </FormField>
      <ReceiptPicker
        file={file}
        storedUrl={receiptUrl}
        uploading={upload.isPending}
        error={receiptError ?? error('receiptImageUrl')}
        onPick={pick}
        onRemove={removeReceipt}
      />
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} data-testid="expense-cancel">
          {t('form.cancel')}
        </Button>
        <OnlineOnlyButton type="submit" loading={save.isPending} disabled={upload.isPending} data-testid="expense-save">
          {expense ? t('form.save') : t('form.create')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
