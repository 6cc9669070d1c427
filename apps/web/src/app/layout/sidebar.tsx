import type { CurrentUser } from '@assist/domain';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { LogoMark } from '../../components/ui/logo';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { navItemsFor } from './nav-items';
import { rememberSidebarCollapsed, sidebarCollapsed, sidebarWidthClass } from './sidebar-width';
import { UserCard } from './user-card';

/**
 * Desktop navigation: collapsible, remembered between visits. A chunk of its own (shell-pages.tsx)
 * with the tooltips it alone shows (Radix + floating-ui): a phone never downloads them.
 */
export function Sidebar({ user }: { user: CurrentUser }) {
  return (
    <TooltipProvider>
      <SidebarPanel user={user} />
    </TooltipProvider>
  );
}

function SidebarPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout');
  const [collapsed, setCollapsed] = useState(sidebarCollapsed);
  const toggle = () => {
    rememberSidebarCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  const Chevron = collapsed ? ChevronsRight : ChevronsLeft;

  return (
    <aside
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col border-e border-line bg-surface transition-[width]',
        sidebarWidthClass(collapsed),
      )}
      data-testid="sidebar"
      data-collapsed={collapsed}
    >
      <div
        className={cn('flex h-16 items-center gap-2.5 border-b border-line px-4', collapsed && 'justify-center px-2')}
      >
        <LogoMark />
        {!collapsed && <span className="flex-1 text-lg font-bold">{t('common:appName')}</span>}
      </div>
      <nav aria-label={t('mainNavigation')} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-0.5">
          {navItemsFor(user).map(({ id, path, icon: Icon, labelKey }) => (
            <li key={id}>
              <Tooltip content={t(labelKey)} enabled={collapsed}>
                <NavLink
                  to={path}
                  end={path === '/'}
                  data-testid={`nav-${id}`}
                  aria-label={collapsed ? t(labelKey) : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      collapsed && 'justify-center px-0',
                      isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink-muted hover:bg-subtle hover:text-ink',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  {!collapsed && <span className="truncate">{t(labelKey)}</span>}
                </NavLink>
              </Tooltip>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-line p-3">
        <div className={cn('flex items-center gap-1', collapsed ? 'flex-col' : 'justify-between')}>
          <LanguageSwitcher label={collapsed ? 'hidden' : 'always'} />
          <NotificationBell user={user} />
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
            aria-expanded={!collapsed}
            data-testid="sidebar-toggle"
          >
            <Chevron className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
        <UserCard
          user={user}
          collapsed={collapsed}
          wrapLogout={(button) => (
            <Tooltip content={t('logout')} enabled={collapsed}>
              {button}
            </Tooltip>
          )}
        />
      </div>
    </aside>
  );
}
