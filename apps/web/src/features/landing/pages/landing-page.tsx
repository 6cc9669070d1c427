import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { AudienceCards } from '../components/audience-cards';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { PublicHeader } from '../components/public-header';

/** "/" for visitors: what Assist does and the way in. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <Hero />
        <FeatureGrid />
        <AudienceCards />
        <section className="mx-auto max-w-4xl px-4 py-16 text-center">
          <div className="rounded-2xl bg-brand px-6 py-12 text-brand-foreground shadow-lg">
            <h2 className="text-3xl font-bold tracking-tight">{t('cta.title')}</h2>
            <p className="mx-auto mt-3 max-w-xl opacity-90">{t('cta.text')}</p>
            <Link
              to="/auth?tab=register"
              className={buttonClass('secondary', 'lg', 'mt-8 bg-surface text-brand-strong hover:bg-brand-soft')}
              data-testid="cta-get-started"
            >
              {t('cta.button')}
              <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </div>
        </section>
      </main>
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row">
          <span className="flex items-center gap-2">
            <LogoMark className="size-6" />
            {t('common:appName')} · {t('common:tagline')}
          </span>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        </div>
      </footer>
    </div>
  );
}
