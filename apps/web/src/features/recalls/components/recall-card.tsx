import type { Recall } from '@assist/domain';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isolate } from '../../../lib/bidi';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { returnRecalledLink } from '../return-link';

/** One recall: the batch, why, what to do; the reach per business (own) or what came here (received). */
export function RecallCard({ recall, timeZone }: { recall: Recall; timeZone: string }) {
  const { t, i18n } = useTranslation('recalls');
  const lang = i18n.language;
  const returnable = recall.lots.find((lot) => lot.transferId !== null);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="recall-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{recall.productName}</h3>
          <p className="text-sm text-ink-muted">
            {t('card.batch', { batch: isolate(recall.batchNumber) })}
            {recall.expiryDate && ` · ${t('card.expiry', { date: formatCalendarDate(recall.expiryDate, lang) })}`}
            {' · '}
            <span dir="ltr">{recall.barcode}</span>
          </p>
        </div>
        <Badge tone={recall.action === 'return' ? 'danger' : 'warning'}>{t(`actions.${recall.action}`)}</Badge>
      </div>
      <p className="text-sm">
        {recall.origin === 'own'
          ? t('card.issued', { date: formatDate(recall.createdAt, lang, timeZone) })
          : t('card.from', {
              name: isolate(recall.fromName ?? ''),
              date: formatDate(recall.createdAt, lang, timeZone),
            })}
      </p>
      <p className="rounded-lg bg-subtle p-3 text-sm" data-testid="recall-reason">
        {t('card.reason', { reason: isolate(recall.reason) })}
      </p>
      {recall.origin === 'received' && (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-ink-muted">{t('card.received')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="recall-received">
              {recall.unitsReceived ?? 0}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('card.held')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="recall-held">
              {recall.unitsHeld}
            </dd>
          </div>
        </dl>
      )}
      {recall.origin === 'own' && <ReachTable recall={recall} />}
      {returnable && (
        <Link
          to={returnRecalledLink(returnable)}
          className={`${buttonClass('outline')} self-start`}
          data-testid="recall-return"
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t('card.return')}
        </Link>
      )}
    </Card>
  );
}

/** Per business reached: units received, still held, returned. */
function ReachTable({ recall }: { recall: Recall }) {
  const { t } = useTranslation('recalls');
  if (recall.reach.length === 0)
    return (
      <p className="text-sm text-ink-muted" data-testid="recall-no-reach">
        {t('card.noReach', { held: recall.unitsHeld })}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="recall-reach">
        <caption className="sr-only">{t('card.reachCaption')}</caption>
        <thead>
          <tr className="text-start text-ink-muted">
            <th scope="col" className="py-1 text-start font-medium">
              {t('card.business')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('card.received')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('card.held')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('card.returned')}
            </th>
          </tr>
        </thead>
        <tbody>
          {recall.reach.map((reach) => (
            <tr key={reach.businessName} className="border-t border-line">
              <td className="py-1.5">{reach.businessName}</td>
              <td className="py-1.5 text-end tabular-nums">{reach.unitsReceived}</td>
              <td className="py-1.5 text-end tabular-nums">{reach.unitsHeld}</td>
              <td className="py-1.5 text-end tabular-nums">{reach.unitsReturned}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
