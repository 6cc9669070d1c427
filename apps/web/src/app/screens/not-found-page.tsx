import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Any path the user cannot open; visitors (full screen) are also offered the sign-in page. */
export function NotFoundPage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'flex min-h-dvh items-center justify-center p-4' : 'flex justify-center py-10'}>
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center" data-testid="not-found">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-subtle text-ink-muted">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold text-brand">404</p>
        <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="text-ink-muted">{t('notFound.description')}</p>
        <div className="flex w-full flex-col justify-center gap-2 sm:flex-row">
          <Link to="/" className={buttonClass('primary', 'lg')} data-testid="not-found-home">
            {t('notFound.returnHome')}
          </Link>
          {fullScreen && (
            <Link to="/auth" className={buttonClass('outline', 'lg')} data-testid="not-found-sign-in">
              {t('landing:signIn')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
