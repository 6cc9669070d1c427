import type { CurrentUser } from '@assist/domain';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../features/auth/components/sign-out-dialog';
import { cn } from '../../lib/cn';
import { displayName, initialOf } from '../../lib/user-name';

/**
 * The user's initial, name or e-mail, and the logout button (sidebar footer and drawer). `wrapLogout`
 * puts the sidebar's tooltip around the button: the phone's drawer never loads the tooltip's code.
 */
export function UserCard({
  user,
  collapsed = false,
  wrapLogout = (button) => button,
}: {
  user: CurrentUser;
  collapsed?: boolean;
  wrapLogout?: (button: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('layout');
  const name = displayName(user);
  const { signOut, dialog } = useSignOut();
  return (
    <div className={cn('flex items-center gap-3', collapsed && 'flex-col')} data-testid="user-menu">
      <span
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-base font-semibold text-brand-foreground"
        aria-hidden="true"
      >
        {initialOf(user)}
      </span>
      {!collapsed && (
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold rtl:text-right" dir="auto" data-testid="user-name">
            {name}
          </p>
          <p className="truncate text-xs text-ink-muted">
            {user.isTeamMember ? t('teamMember') : user.businessName || t(`roles.${user.role}`)}
          </p>
        </div>
      )}
      {wrapLogout(
        <Button variant="ghost" size="icon" onClick={signOut} aria-label={t('logout')} data-testid="logout-button">
          <LogOut className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </Button>,
      )}
      {dialog}
    </div>
  );
}
