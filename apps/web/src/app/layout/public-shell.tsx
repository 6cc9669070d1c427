import type { ReactNode } from 'react';
import { PublicHeader } from '../../features/landing/components/public-header';

/** Frame for the pages a visitor may open without signing in (e.g. /offline). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">{children}</main>
    </div>
  );
}
