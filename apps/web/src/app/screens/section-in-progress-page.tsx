import type { Capability } from '@assist/domain';
import { Construction, House } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';

/**
 * The honest page of an area whose screens are not built yet: its title, a clear note, a way home.
 * Replaced in app/route-registry.tsx when the area's feature lands.
 */
export function SectionInProgressPage({ area }: { area: Capability }) {
  const { t } = useTranslation('layout');
  return (
    <div data-testid={`page-${area}`}>
      <PageHeader title={t(`nav.${area}`)} />
      <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12" data-testid="section-in-progress">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
          <Construction className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold">{t('inProgress.title')}</h2>
        <p className="max-w-md text-ink-muted">{t('inProgress.text')}</p>
        <Link to="/" className={buttonClass('outline', 'md')}>
          <House className="size-4" aria-hidden="true" />
          {t('inProgress.home')}
        </Link>
      </Card>
    </div>
  );
}
