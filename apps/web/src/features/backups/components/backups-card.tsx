import { BackupSettings, type BackupListResponse } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { localeOf } from '../../../lib/format';
import { useBackUpNow, useBackups, useSaveBackupSettings } from '../api';

/** Bytes as the user reads them: 1.4 MB, in their digits. */
function sizeText(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: units[unit],
    maximumFractionDigits: 1,
  }).format(value);
}

const when = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The superadmin's backups: the last one (when, size), a failure, Back up now, time and keep. */
export function BackupsCard() {
  const { t } = useTranslation('backups');
  const backups = useBackups();
  if (!backups.data) {
    return (
      <p className="p-4 text-sm text-ink-muted" role={backups.error ? 'alert' : 'status'}>
        {backups.error ? errorText(backups.error, t, t('errors:generic')) : t('loading')}
      </p>
    );
  }
  return (
    <Card data-testid="backups-card">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t(`description.${backups.data.database}`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <BackupStatus data={backups.data} />
        <BackupSettingsForm saved={backups.data.settings} />
      </CardContent>
    </Card>
  );
}

function BackupStatus({ data }: { data: BackupListResponse }) {
  const { t, i18n } = useTranslation('backups');
  const now = useBackUpNow();
  const [last] = data.backups;
  const backUp = () =>
    now.mutate(undefined, {
      onSuccess: () => toast({ title: t('done'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('failedTitle'),
          description: errorText(error, t, t('errors:generic')),
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('last')}</dt>
          <dd className="font-semibold" data-testid="backups-last">
            {last ? when(last.createdAt, i18n.language) : t('none')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('size')}</dt>
          <dd className="font-semibold" data-testid="backups-size">
            {last ? sizeText(last.bytes, i18n.language) : '–'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('kept')}</dt>
          <dd className="font-semibold">
            {new Intl.NumberFormat(localeOf(i18n.language)).format(data.backups.length)}
          </dd>
        </div>
      </dl>
      {data.lastFailure && (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger" data-testid="backups-failure">
          {t('failure', { when: when(data.lastFailure.at, i18n.language) })}{' '}
          <bdi dir="ltr">{data.lastFailure.message}</bdi>
        </p>
      )}
      {last && (
        <p className="text-xs text-ink-muted">
          {t('file')}{' '}
          <bdi dir="ltr" data-testid="backups-file">
            {last.file}
          </bdi>
        </p>
      )}
      <div>
        <OnlineOnlyButton onClick={backUp} loading={now.isPending} data-testid="backups-now">
          {t('now')}
        </OnlineOnlyButton>
      </div>
    </div>
  );
}

function BackupSettingsForm({ saved }: { saved: BackupSettings }) {
  const { t } = useTranslation('backups');
  const save = useSaveBackupSettings();
  const form = useForm({ resolver: zodResolver(BackupSettings), defaultValues: saved });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(next);
        toast({ title: t('saved'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('failedTitle'),
          description: errorText(error, t, t('errors:generic')),
          variant: 'destructive',
        }),
    }),
  );
  const timeError = errors.time ? t('timeInvalid') : undefined;
  const keepError = errors.keep ? t('keepRange') : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="backups-settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="backups-time" label={t('time')} hint={t('timeHint')} error={timeError}>
          <Input type="time" dir="ltr" {...fieldAria('backups-time', timeError)} {...form.register('time')} />
        </FormField>
        <FormField id="backups-keep" label={t('keep')} hint={t('keepHint')} error={keepError}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            {...fieldAria('backups-keep', keepError)}
            {...form.register('keep', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <NeedsNetworkNote />
      <div>
        <OnlineOnlyButton type="submit" variant="outline" loading={save.isPending} data-testid="backups-save">
          {t('save')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
