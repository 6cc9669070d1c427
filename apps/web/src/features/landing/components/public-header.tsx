import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { LogoMark } from '../../../components/ui/logo';

/** Header of the public pages: brand, language, and Sign In / Get Started. */
export function PublicHeader({ showAuthLinks = true }: { showAuthLinks?: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" data-testid="brand-link">
          <LogoMark />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-lg font-bold text-ink">{t('common:appName')}</span>
            <span className="truncate text-xs text-ink-muted max-sm:hidden">{t('common:tagline')}</span>
          </span>
        </Link>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {showAuthLinks && (
            <>
              <Link to="/auth" className={buttonClass('ghost', 'sm')} data-testid="landing-sign-in">
                {t('signIn')}
              </Link>
              <Link to="/auth?tab=register" className={buttonClass('primary', 'sm')} data-testid="landing-get-started">
                {t('getStarted')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
