import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';

/** Full-screen "Loading..." with animated dots while we learn who is signed in. */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4"
      aria-live="polite"
      aria-busy="true"
      data-testid="splash"
    >
      <LogoMark className="size-14" />
      <p className="text-lg font-medium text-ink-muted">
        {t('loadingWord')}
        {[0, 1, 2].map((i) => (
          <span key={i} className="animate-dot inline-block" style={{ animationDelay: `${i * 0.16}s` }}>
            .
          </span>
        ))}
      </p>
    </div>
  );
}

/** While a page's code loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16 text-brand" aria-live="polite">
      <Spinner className="size-8" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
