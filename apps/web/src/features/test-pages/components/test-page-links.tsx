import { ClipboardCheck, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/** The way to the superadmin's two test pages (they are not in the menu), for the superadmin dashboard. */
export function TestPageLinks() {
  const { t } = useTranslation('testPages');
  return (
    <nav aria-label={t('links.title')} className="flex flex-wrap gap-2" data-testid="test-page-links">
      <Link to="/test-optimizations" className={buttonClass('outline', 'sm')}>
        <ClipboardCheck className="size-4" aria-hidden="true" />
        {t('links.checks')}
      </Link>
      <Link to="/load-test" className={buttonClass('outline', 'sm')}>
        <Gauge className="size-4" aria-hidden="true" />
        {t('links.loadTest')}
      </Link>
    </nav>
  );
}
