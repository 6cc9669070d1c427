import type { ReceivePlan, ReceivePlanLine } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { countText } from '../../../i18n/count-text';
import { TradeAmount } from './trade-amount';

interface ReceiveLineProps {
  plan: ReceivePlan;
  line: ReceivePlanLine;
  /** The box's cost in the shop's currency at the rate typed, when the currencies differ. */
  convertedBoxPrice: string | null;
  price: string;
  error: string | undefined;
  onPrice: (price: string) => void;
}

/**
 * One line of the Receive dialog: what came and what it costs (the trade's currency), then either
 * the shop's lot it joins (its price stays) or the retail price per box it will sell at, with the
 * sender's price beside it so it is never taken silently.
 */
export function ReceiveLine({ plan, line, convertedBoxPrice, price, error, onPrice }: ReceiveLineProps) {
  const { t } = useTranslation('receive');
  const id = `receive-price-${line.itemId}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid={`receive-line-${line.itemId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words" dir="auto">
          {line.productName}
        </h3>
        <span className="text-sm font-semibold tabular-nums" data-testid="receive-line-total">
          <TradeAmount amount={line.lineTotal} currency={plan.currency} />
        </span>
      </div>
      <p className="text-sm text-ink-muted">
        {countText(t, 'line.units', line.units)} · {countText(t, 'line.perBox', line.unitsPerBox)} · {t('line.expires')}{' '}
        <bdi dir="ltr">{line.expiryDate}</bdi>
      </p>
      <p className="text-sm">
        {t('line.boxPrice')}{' '}
        <TradeAmount amount={line.boxPrice} currency={plan.currency} className="font-medium tabular-nums" />
        {convertedBoxPrice && (
          <span className="text-ink-muted" data-testid="receive-line-converted">
            {' '}
            ({t('line.converted')} <TradeAmount amount={convertedBoxPrice} currency={plan.buyerCurrency} />)
          </span>
        )}
      </p>
      {line.asksPrice ? (
        <FormField
          id={id}
          label={t(line.joins ? 'line.priceUnset' : 'line.newLot', { currency: plan.buyerCurrency })}
          error={error}
          hint={
            line.lastRetailPrice
              ? t('line.lastPrice')
              : t('line.markupPrice', { percent: Number(plan.defaultMarkupPercent) })
          }
        >
          <Input
            id={id}
            type="text"
            inputMode="decimal"
            dir="ltr"
            className="rtl:text-right"
            value={price}
            onChange={(event) => onPrice(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            data-testid="receive-price"
          />
        </FormField>
      ) : (
        <Badge tone="success" className="self-start whitespace-normal" data-testid="receive-joins">
          {t('line.joins')}&nbsp;
          <TradeAmount amount={line.joins?.retailPrice ?? '0'} currency={plan.buyerCurrency} />
          &nbsp;{t('line.unchanged')}
        </Badge>
      )}
    </li>
  );
}
