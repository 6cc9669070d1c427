import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { LogoMark } from '../../../components/ui/logo';
import { useSignOut } from './sign-out-dialog';

/** Frame of the signed-in screens before the app opens (signup completion, awaiting activation). */
export function AccountFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { signOut, dialog } = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-2.5 px-4">
          <LogoMark />
          <span className="text-lg font-bold">{t('common:appName')}</span>
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitcher />
            <Button variant="ghost" size="sm" onClick={signOut} data-testid="logout-button">
              <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('logout')}
            </Button>
            {dialog}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">{children}</main>
    </div>
  );
}
