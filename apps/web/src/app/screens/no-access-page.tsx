import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** A page of the app this account may not open (capabilities(user) leave its area out). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-10">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center" data-testid="no-access">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-subtle text-ink-muted">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold text-brand">{t('noAccess.label')}</p>
        <h1 className="text-2xl font-bold">{t('noAccess.title')}</h1>
        <p className="text-ink-muted">{t('noAccess.description')}</p>
        <Link to="/" className={buttonClass('primary', 'lg')} data-testid="no-access-home">
          {t('notFound.returnHome')}
        </Link>
      </Card>
    </div>
  );
}
