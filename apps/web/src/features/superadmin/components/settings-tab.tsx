import { SystemSettings } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { useSaveSystemSettings, useSystemSettings } from '../api';
import { superadminErrorText } from '../error-text';
import { ListState } from './list-state';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

type DayField = 'trialDays' | 'gracePeriodDays' | 'noticeDays';
type FlagField = 'manualActivation' | 'autoApproveMarketplace' | 'emailNotifications';

/** The bounds of the contract, for the "between 0 and N days" message. */
const dayFields: { name: DayField; max: number }[] = [
  { name: 'trialDays', max: 365 },
  { name: 'gracePeriodDays', max: 90 },
  { name: 'noticeDays', max: 90 },
];
const flagFields: FlagField[] = ['manualActivation', 'autoApproveMarketplace', 'emailNotifications'];

/** The settings tab: loads the saved settings, then the form. */
export function SettingsTab() {
  const settings = useSystemSettings();
  const { t } = useTranslation('superadmin');
  if (!settings.data) {
    return <ListState isPending={settings.isPending} error={settings.error} isEmpty={false} emptyText="" />;
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsForm saved={settings.data} />
      </CardContent>
    </Card>
  );
}

function SettingsForm({ saved }: { saved: SystemSettings }) {
  const { t } = useTranslation('superadmin');
  const save = useSaveSystemSettings();
  const form = useForm({ resolver: zodResolver(SystemSettings), defaultValues: saved });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(next);
        toast({ title: t('toast.settingsUpdated'), description: t('toast.settingsUpdatedText'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toast.updateFailed'),
          description: superadminErrorText(error, t, t('errors:generic')),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="superadmin-settings-form">
      <div className="grid gap-4 sm:grid-cols-3">
        {dayFields.map(({ name, max }) => {
          const id = `superadmin-${name}`;
          // Zod's own range texts are not translated: say it in our words.
          const error = errors[name] ? t('settings.range', { min: 0, max }) : undefined;
          return (
            <FormField key={name} id={id} label={t(`settings.${name}`)} error={error} hint={t('settings.days')}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                {...fieldAria(id, error)}
                {...form.register(name, { valueAsNumber: true })}
              />
            </FormField>
          );
        })}
      </div>
      <div className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {flagFields.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 px-4 py-3">
                <div>
                  <Label htmlFor={`superadmin-${name}`}>{t(`settings.${name}`)}</Label>
                  <p className="text-xs text-ink-muted">{t(`settings.${name}Hint`)}</p>
                </div>
                <Switch
                  id={`superadmin-${name}`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  data-testid={`superadmin-${name}`}
                />
              </div>
            )}
          />
        ))}
      </div>
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" size="lg" loading={save.isPending} data-testid="superadmin-settings-save">
          {t('settings.save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
