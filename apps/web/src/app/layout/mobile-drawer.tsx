import type { CurrentUser } from '@assist/domain';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTrigger, SheetContent } from '../../components/ui/dialog';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { LogoMark } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { navItemsFor } from './nav-items';
import { UserCard } from './user-card';

/** The side menu of phones and tablets: the same items as the desktop sidebar. */
export function MobileDrawer({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('openMenu')} data-testid="mobile-menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <SheetContent title={t('mainNavigation')} data-testid="mobile-drawer">
        <div className="flex h-16 items-center gap-2.5 border-b border-line px-4">
          <LogoMark />
          <span className="text-lg font-bold">{t('common:appName')}</span>
        </div>
        <nav aria-label={t('mainNavigation')} className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-1">
            {navItemsFor(user).map(({ id, path, icon: Icon, labelKey }) => (
              <li key={id}>
                <NavLink
                  to={path}
                  end={path === '/'}
                  onClick={() => setOpen(false)}
                  data-testid={`nav-${id}`}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium',
                      isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-subtle',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  <span className="truncate">{t(labelKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 border-t border-line p-4">
          <LanguageSwitcher label="always" className="justify-start self-start" />
          <UserCard user={user} />
        </div>
      </SheetContent>
    </Dialog>
  );
}
