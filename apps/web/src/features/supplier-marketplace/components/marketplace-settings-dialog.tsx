import { type Marketplace, MarketplaceSettingsRequest } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FormField, fieldAria } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { useUpdateMarketplaceSettings } from '../api';
import { SwitchRow } from './switch-row';

type Settings = Required<Pick<MarketplaceSettingsRequest, 'hidePrices' | 'requiresApproval' | 'isActive'>>;
const settingKeys = ['hidePrices', 'requiresApproval', 'isActive'] as const;

/** Settings (spec §7 PATCH /api/marketplace/settings/:id): hide prices, requires approval, active. */
export function MarketplaceSettingsDialog({
  marketplace,
  onClose,
}: {
  marketplace: Marketplace | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <Dialog open={marketplace !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('settings.title')}
        description={t('settings.text')}
        data-testid="marketplace-settings-dialog"
      >
        {marketplace && <SettingsForm key={marketplace.id} marketplace={marketplace} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ marketplace, onDone }: { marketplace: Marketplace; onDone: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  const update = useUpdateMarketplaceSettings();
  const [values, setValues] = useState<Settings>({
    hidePrices: marketplace.hidePrices,
    requiresApproval: marketplace.requiresApproval,
    isActive: marketplace.isActive,
  });
  const [name, setName] = useState(marketplace.name);
  const [description, setDescription] = useState(marketplace.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const save = () => {
    const parsed = MarketplaceSettingsRequest.safeParse({ ...values, name, description });
    if (!parsed.success) {
      setNameError(t('toast.nameTooShort'));
      toast({ title: t('toast.validationError'), description: t('toast.nameTooShort'), variant: 'destructive' });
      return;
    }
    setNameError(undefined);
    update.mutate(
      { id: marketplace.id, ...values, name: parsed.data.name, description: parsed.data.description },
      {
        onSuccess: () => {
          toast({ title: t('toast.settingsUpdated'), description: t('toast.settingsUpdatedText'), variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toast.error'),
            description: errorText(error, t, t('toast.settingsFailed')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField id="settings-name" label={t('create.name')} error={nameError}>
        <Input
          dir={name ? 'auto' : undefined}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...fieldAria('settings-name', nameError)}
        />
      </FormField>
      <FormField id="settings-description" label={t('create.description')}>
        <Textarea
          dir={description ? 'auto' : undefined}
          id="settings-description"
          data-testid="settings-description"
          className="min-h-16"
          placeholder={t('create.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      {settingKeys.map((key) => (
        <SwitchRow
          key={key}
          label={t(`settings.${key}`)}
          hint={t(`settings.${key}Hint`)}
          checked={values[key]}
          onChange={(checked) => setValues((current) => ({ ...current, [key]: checked }))}
          testId={`setting-${key}`}
        />
      ))}
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('settings.cancel')}</Button>
        </DialogClose>
        <OnlineOnlyButton onClick={save} loading={update.isPending} data-testid="settings-save">
          {t('settings.save')}
        </OnlineOnlyButton>
      </div>
    </div>
  );
}
