import { ArrowRight, Play } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-gradient-to-b from-brand-soft/60 to-canvas">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <span className="rounded-full border border-brand/20 bg-surface px-3 py-1 text-sm font-medium text-brand-strong">
          {t('hero.badge')}
        </span>
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('hero.title')}</h1>
        <p className="max-w-2xl text-lg text-ink-muted">{t('hero.text')}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/auth?tab=register" className={buttonClass('primary', 'lg')} data-testid="hero-get-started">
            {t('hero.startTrial')}
            <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <Link to="/auth?demo=1" className={buttonClass('outline', 'lg')} data-testid="watch-demo">
            <Play className="size-5" aria-hidden="true" />
            {t('hero.watchDemo')}
          </Link>
        </div>
        <p className="text-sm text-ink-muted">{t('hero.trialNote')}</p>
      </div>
    </section>
  );
}
