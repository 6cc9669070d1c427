import type { CurrentUser } from '@assist/domain';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The business type, read-only: it is set at sign-up (or signup completion) and afterwards only
 * the superadmin changes it (the server refuses it in PUT /api/auth/update-profile).
 */
export function BusinessKindSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const kind =
    user.userType === 'supplier'
      ? user.supplierType && t(`auth:supplierTypes.${user.supplierType}`)
      : user.retailerType && t(`auth:retailerTypes.${user.retailerType}`);
  return (
    // A <dl> holds only its term and value; the note sits after it (axe: definition-list).
    <div data-testid="business-kind">
      <dl>
        <dt className="text-sm text-ink-muted">{t('auth:fields.userType')}</dt>
        <dd className="font-medium">
          {user.userType ? t(`auth:userTypes.${user.userType}`) : t('business.notSet')}
          {kind ? ` · ${kind}` : ''}
        </dd>
      </dl>
      <p className="mt-1 flex items-start gap-2 text-sm text-ink-muted">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('business.typeFixed')}
      </p>
    </div>
  );
}
