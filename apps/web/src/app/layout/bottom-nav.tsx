import { type CurrentUser, isActivePath } from '@assist/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { bottomItemsFor } from './nav-items';

/** Phone and tablet bottom bar: home, inventory, POS, dashboard, settings (those the user holds). */
export function BottomNav({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const items = bottomItemsFor(user);
  return (
    <nav
      aria-label={t('bottomNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]"
      data-testid="bottom-nav"
    >
      <ul className="mx-auto flex max-w-xl">
        {items.map(({ area, path, icon: Icon, labelKey }) => {
          const active = isActivePath(path, pathname);
          return (
            <li key={area} className="flex-1">
              <Link
                to={path}
                aria-current={active ? 'page' : undefined}
                data-testid={`bottom-nav-${area}`}
                data-active={active}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  active ? 'text-brand' : 'text-ink-muted hover:text-ink',
                )}
              >
                <Icon className={cn('size-6', active && 'stroke-[2.5]')} />
                <span className="max-w-full truncate px-1">{t(`short.${area}`, { defaultValue: t(labelKey) })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
