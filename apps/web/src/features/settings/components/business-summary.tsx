import type { CurrentUser } from '@assist/domain';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a team member sees on the business tab: the details, read-only (owners edit them). */
export function BusinessSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const rows = [
    { key: 'businessName', value: user.businessName },
    { key: 'businessPhone', value: user.businessPhone },
    { key: 'businessLocation', value: user.businessLocation },
    { key: 'businessAddress', value: user.businessAddress },
    { key: 'timeZone', value: user.timeZone },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="business-summary">
      <p className="flex items-start gap-2 rounded-lg bg-subtle px-3 py-2 text-sm text-ink-muted">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('business.ownerOnly')}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(({ key, value }) => (
          <div key={key}>
            <dt className="text-sm text-ink-muted">{t(`auth:fields.${key}`)}</dt>
            <dd className="font-medium rtl:text-right" dir={value ? 'auto' : undefined}>
              {value || t('business.notSet')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
