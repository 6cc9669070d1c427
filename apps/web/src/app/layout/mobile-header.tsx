import type { CurrentUser } from '@assist/domain';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { LogoMark } from '../../components/ui/logo';
import { promptInstall, useCanInstall } from '../../lib/install-prompt';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { MobileDrawer } from './mobile-drawer';

/** Phone and tablet top bar: menu, logo mark, "Assist", language and (when offered) install. */
export function MobileHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout');
  const canInstall = useCanInstall();
  return (
    <header
      className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-line bg-surface/95 px-2 backdrop-blur"
      data-testid="mobile-header"
    >
      <MobileDrawer user={user} />
      <Link to="/" className="flex items-center gap-2 rounded-lg px-1">
        <LogoMark className="size-8" />
        <span className="text-lg font-bold">{t('common:appName')}</span>
      </Link>
      <div className="ms-auto flex items-center gap-1">
        {canInstall && (
          <Button variant="outline" size="sm" onClick={() => void promptInstall()} data-testid="install-button">
            <Download className="size-4" aria-hidden="true" />
            {t('install')}
          </Button>
        )}
        <NotificationBell user={user} />
        <LanguageSwitcher label="hidden" />
      </div>
    </header>
  );
}
