import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../i18n/error-text';

interface ListStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  children: ReactNode;
}

/** A list's loading line or its failure with a retry; the list itself once it has an answer. */
export function ListState({ query, loading, children }: ListStateProps) {
  const { t } = useTranslation('marketplace');
  if (query.isPending) return <p className="text-sm text-ink-muted">{loading}</p>;
  if (query.isError)
    return (
      <Card className="flex flex-col items-start gap-3 p-6" role="alert">
        <h3 className="font-semibold">{t('loadFailed')}</h3>
        <p className="text-sm text-ink-muted">{errorText(query.error, t, t('loadFailed'))}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('retry')}
        </Button>
      </Card>
    );
  return <>{children}</>;
}
