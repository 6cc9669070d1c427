import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import i18n from '../i18n';
import { queryClient } from '../lib/query-client';

/** Everything the screens rely on: translations, data cache, router and toasts (tooltips are the signed-in layout's). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Toaster>{children}</Toaster>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
