import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../i18n/error-text';

export function ListSkeleton() {
  const { t } = useTranslation('transfers');
  return (
    <output className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-label={t('loading')}>
      {[0, 1].map((n) => (
        <div key={n} className="flex animate-pulse flex-col gap-3 rounded-xl border border-line bg-surface p-4">
          <div className="h-5 w-2/3 rounded bg-subtle" />
          <div className="h-4 w-1/3 rounded bg-subtle" />
          <div className="h-9 rounded bg-subtle" />
        </div>
      ))}
    </output>
  );
}

/** A list that failed to load: the server's message and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert">
      <h2 className="font-semibold">{t('loadFailed')}</h2>
      <p className="text-sm text-ink-muted">{errorText(error, t, t('loadFailed'))}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </Card>
  );
}

export function ListEmpty({ text, testId }: { text: string; testId: string }) {
  return (
    <Card className="p-8 text-center text-ink-muted" data-testid={testId}>
      {text}
    </Card>
  );
}
