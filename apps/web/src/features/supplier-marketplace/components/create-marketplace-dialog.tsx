import { MarketplaceCreateRequest, marketplaceCategoryOfSupplier } from '@assist/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useSignedInUser } from '../../auth/api';
import { useCreateMarketplace } from '../api';
import { SwitchRow } from './switch-row';

/** Create Marketplace (spec part 2 §5): name of 2 characters or more, description, approval (on). */
export function CreateMarketplaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t('create.title')} description={t('create.text')} data-testid="create-marketplace-dialog">
        {open && <CreateForm onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  const user = useSignedInUser();
  const create = useCreateMarketplace();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [requiresApproval, setRequiresApproval] = useState(true);
  const [nameError, setNameError] = useState<string | undefined>();
  const category = marketplaceCategoryOfSupplier(user.supplierType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A name is what this dialog is for (the automatic marketplace is the one without).
    const parsed = MarketplaceCreateRequest.safeParse({ name, description, requiresApproval });
    if (!parsed.success) {
      setNameError(t('toast.nameTooShort'));
      toast({ title: t('toast.validationError'), description: t('toast.nameTooShort'), variant: 'destructive' });
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: parsed.data.name, description: parsed.data.description, requiresApproval },
      {
        onSuccess: (marketplace) => {
          toast({
            title: t('toast.created'),
            description: t('toast.createdText', { name: isolate(marketplace.name) }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toast.creationFailed'),
            description: errorText(error, t, t('toast.creationFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField id="marketplace-name" label={t('create.name')} error={nameError}>
        <Input
          dir={name ? 'auto' : undefined}
          autoComplete="off"
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...fieldAria('marketplace-name', nameError)}
        />
      </FormField>
      <FormField id="marketplace-description" label={t('create.description')}>
        <Textarea
          dir={description ? 'auto' : undefined}
          id="marketplace-description"
          data-testid="marketplace-description"
          placeholder={t('create.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <SwitchRow
        label={t('create.requiresApproval')}
        hint={t('create.requiresApprovalHint')}
        checked={requiresApproval}
        onChange={setRequiresApproval}
        testId="create-requires-approval"
      />
      <p className="text-sm text-ink-muted">
        {t('create.category', { category: t(`marketplace.category.${category}`) })}
      </p>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('create.cancel')}</Button>
        </DialogClose>
        <OnlineOnlyButton type="submit" loading={create.isPending} data-testid="create-marketplace-save">
          {t('create.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
