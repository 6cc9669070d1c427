import { Lock, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../i18n/error-text';

export function MarketplaceLoading({ text }: { text: string }) {
  return (
    <output className="flex items-center gap-2 p-2 text-ink-muted" data-testid="supplier-marketplace-loading">
      <Spinner />
      {text}
    </output>
  );
}

export function MarketplaceLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert" data-testid="supplier-marketplace-load-failed">
      <h2 className="font-semibold">{t('loadFailed')}</h2>
      <p className="text-sm text-ink-muted">{errorText(error, t, t('loadFailed'))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </Card>
  );
}

/** A list with nothing in it: one sentence, in a quiet card. */
export function EmptyList({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Card className="p-6 text-center text-sm text-ink-muted sm:p-8" data-testid={testId}>
      {children}
    </Card>
  );
}

/** Spec part 2 §2: non-suppliers on the supplier marketplace page see Access Restricted. */
export function AccessRestricted() {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <div className="flex justify-center py-10">
      <Card
        className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center"
        data-testid="supplier-marketplace-restricted"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-subtle text-ink-muted">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{t('restricted.title')}</h1>
        <p className="text-ink-muted">{t('restricted.text')}</p>
      </Card>
    </div>
  );
}
