import {
  ShortageItemCreateRequest,
  type ShortageItemCreateValues,
  shortageCategories,
  readGs1,
  shortagePriorities,
} from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { applyServerIssues } from '../../../lib/form-errors';
import { useAddShortageItem } from '../api';
import { useScannedName } from '../use-scanned-name';

const fieldNames = ['productName', 'category', 'priority', 'notes', 'date'] as const;

interface AddItemFormProps {
  /** The day the item is noted on (the list's day). */
  date: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** Product name (required), category (default Other), priority (default Medium), notes; Enter adds. */
export function AddItemForm({ date, onSaved, onCancel }: AddItemFormProps) {
  const { t } = useTranslation('shortage');
  const add = useAddShortageItem();
  const form = useForm({
    resolver: zodResolver(ShortageItemCreateRequest),
    defaultValues: { productName: '', category: 'other', priority: 'medium', notes: '', date },
  });
  const { errors } = form.formState;
  const scannedName = useScannedName();
  /** A wedge scanner's Enter after a GS1 pack code puts the product's name in, not the code. */
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || readGs1(event.currentTarget.value).kind !== 'gs1') return;
    event.preventDefault();
    void scannedName(event.currentTarget.value).then((name) => {
      if (name) form.setValue('productName', name, { shouldDirty: true });
    });
  };
  const error = (name: (typeof fieldNames)[number]) => errors[name]?.message;

  const onSubmit = form.handleSubmit((values: ShortageItemCreateValues) => {
    add.mutate(
      { ...values, date },
      {
        onSuccess: (saved) => {
          toast({
            title: t('toast.added'),
            description: t('toast.addedText', { name: isolate(saved.productName) }),
            variant: 'success',
          });
          onSaved();
        },
        onError: (failure) => {
          applyServerIssues(failure, form.setError, fieldNames);
          toast({
            title: t('toast.error'),
            description: errorText(failure, t, t('toast.addFailed')),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="shortage-form">
      <FormField id="shortage-product-name" label={t('form.productName')} error={error('productName')}>
        <Input
          autoComplete="off"
          autoFocus
          enterKeyHint="done"
          placeholder={t('form.productNamePlaceholder')}
          {...fieldAria('shortage-product-name', error('productName'))}
          {...form.register('productName')}
          onKeyDown={onNameKey}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="shortage-category" label={t('form.category')} error={error('category')}>
          <Select {...fieldAria('shortage-category', error('category'))} {...form.register('category')}>
            {shortageCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="shortage-priority" label={t('form.priority')} error={error('priority')}>
          <Select {...fieldAria('shortage-priority', error('priority'))} {...form.register('priority')}>
            {shortagePriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="shortage-notes" label={t('form.notes')} error={error('notes')}>
        <Textarea
          rows={3}
          placeholder={t('form.notesPlaceholder')}
          {...fieldAria('shortage-notes', error('notes'))}
          {...form.register('notes')}
        />
      </FormField>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} data-testid="shortage-cancel">
          {t('form.cancel')}
        </Button>
        <OnlineOnlyButton type="submit" loading={add.isPending} data-testid="shortage-save">
          {t('form.submit')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
