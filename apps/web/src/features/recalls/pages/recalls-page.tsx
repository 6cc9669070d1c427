import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../i18n/error-text';
import { useTimes } from '../../../lib/format/use-times';
import { useRecalls } from '../api';
import { RecallCard } from '../components/recall-card';
import { RecallDialog } from '../components/recall-dialog';
import type { RecallStart } from '../components/recall-form';

/**
 * /recalls (issue 30): the recalls that reached this business (return the stock from here) and its
 * own (a supplier's of what it sold, a shop's record of a notice), each with its reach. A lot's
 * "Recall this batch" opens here with the form filled (?barcode=&batch=&expiry=).
 */
export function RecallsPage() {
  const { t } = useTranslation('recalls');
  const { timeZone } = useTimes();
  const [params, setParams] = useSearchParams();
  const asked = params.get('batch');
  const [start, setStart] = useState<RecallStart | null>(
    asked === null
      ? null
      : { barcode: params.get('barcode') ?? '', batchNumber: asked, expiryDate: params.get('expiry') },
  );
  const recalls = useRecalls();
  const items = recalls.data?.items ?? [];
  const received = items.filter((recall) => recall.origin === 'received');
  const own = items.filter((recall) => recall.origin === 'own');
  const close = () => {
    setStart(null);
    if (asked !== null) setParams({}, { replace: true });
  };

  return (
    <div data-testid="recalls-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setStart({})} data-testid="recall-new">
            <ShieldAlert className="size-4" aria-hidden="true" />
            {t('new')}
          </Button>
        }
      />
      {recalls.isPending && (
        <output className="flex items-center justify-center gap-2 p-10 text-ink-muted">
          <Spinner />
          {t('loading')}
        </output>
      )}
      {recalls.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 p-6">
          <p>{errorText(recalls.error, t, t('loadFailed'))}</p>
          <Button variant="outline" onClick={() => void recalls.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {recalls.isSuccess && items.length === 0 && (
        <p
          className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted"
          data-testid="recalls-empty"
        >
          {t('empty')}
        </p>
      )}
      <div className="flex flex-col gap-8">
        {received.length > 0 && (
          <section aria-labelledby="recalls-received" className="flex flex-col gap-3">
            <h2 id="recalls-received" className="text-lg font-semibold">
              {t('received')}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2" data-testid="recalls-received">
              {received.map((recall) => (
                <RecallCard key={recall.id} recall={recall} timeZone={timeZone} />
              ))}
            </div>
          </section>
        )}
        {own.length > 0 && (
          <section aria-labelledby="recalls-own" className="flex flex-col gap-3">
            <h2 id="recalls-own" className="text-lg font-semibold">
              {t('own')}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2" data-testid="recalls-own">
              {own.map((recall) => (
                <RecallCard key={recall.id} recall={recall} timeZone={timeZone} />
              ))}
            </div>
          </section>
        )}
      </div>
      <RecallDialog start={start} onClose={close} />
    </div>
  );
}
