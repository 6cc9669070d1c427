import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { isolate } from '../../lib/bidi';
import { dismissInstallCard, promptInstall, useInstallCardVisible } from '../../lib/install-prompt';

/** Spec part 1 §2 "Install prompt card": 10 s after load when installable; dismissed for 7 days. */
export function InstallCard() {
  const { t } = useTranslation('pwa');
  const visible = useInstallCardVisible();
  if (!visible) return null;
  const product = isolate(t('common:appName'));
  return (
    <section
      aria-labelledby="install-card-title"
      className="pointer-events-auto flex gap-3 rounded-xl border border-line bg-surface p-4 shadow-lg"
      data-testid="install-card"
    >
      <LogoMark className="size-11" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="install-card-title" className="font-semibold leading-tight">
            {t('install.title', { product })}
          </h2>
          <p className="text-sm text-ink-muted">{t('install.text')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void promptInstall()} data-testid="install-card-install">
            <Download className="size-4" aria-hidden="true" />
            {t('install.install')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={dismissInstallCard}
            aria-label={t('install.dismissLabel')}
            data-testid="install-card-dismiss"
          >
            {t('install.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}
