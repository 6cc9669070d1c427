import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { type ReorderLine, marketplaceCost } from '../reorder-lines';

interface Props {
  line: ReorderLine;
  onChange: (change: Partial<Pick<ReorderLine, 'boxes' | 'selected'>>) => void;
}

/** One suggestion: the figures that explain it, where it can come from, and the boxes to order. */
export function ReorderRow({ line, onChange }: Props) {
  const { t } = useTranslation('reorder');
  const money = useMoney();
  const networkMoney = useMoney(line.item.marketplaceCurrency ?? undefined);
  const { item } = line;
  const cost = marketplaceCost(line);
  const fieldId = `reorder-boxes-${item.productId}`;
  return (
    <li
      className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center"
      data-testid={`reorder-line-${item.productId}`}
    >
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={line.selected}
        onChange={(event) => onChange({ selected: event.target.checked })}
        aria-label={t('select', { name: item.productName })}
        data-testid="reorder-select"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink" dir="auto">
            {item.productName}
          </span>
          <bdi className="text-xs text-ink-muted">{item.barcode}</bdi>
          {item.onShortageList && <Badge tone="warning">{t('shortage')}</Badge>}
          {item.requested && (
            <Badge tone="brand" data-testid="reorder-requested">
              {t('requested', { count: item.requestedUnits })}
            </Badge>
          )}
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Figure label={t('perDay')} value={String(item.averageDailyUnits)} />
          <Figure label={t('onHand')} value={String(item.unitsOnHand)} />
          <Figure
            label={t('cover_value')}
            value={item.daysOfCover === null ? t('coverEndless') : t('days', { value: item.daysOfCover })}
          />
          <Figure label={t('lastCost')} value={item.lastCostPerBox === null ? '—' : money(item.lastCostPerBox)} />
          <Figure label={t('lastSupplier')} value={item.supplierName === null ? '—' : isolate(item.supplierName)} />
          <Figure label={t('estimated')} value={item.estimatedCost === null ? '—' : money(item.estimatedCost)} />
        </dl>
        {item.marketplaceSupplierId !== null && (
          <p className="mt-2 text-sm text-brand" data-testid="reorder-network">
            {t('marketplace', { name: isolate(item.marketplaceSupplierName ?? '') })}
            {' · '}
            {item.marketplaceBoxPrice === null
              ? t('priceHidden')
              : t('marketplacePrice', { price: networkMoney(item.marketplaceBoxPrice) })}
            {cost !== null && line.boxes > 0 && ` · ${t('lineCost', { amount: networkMoney(cost) })}`}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 sm:flex-col sm:items-end">
        <label htmlFor={fieldId} className="text-sm text-ink-muted">
          {t('boxes')}
        </label>
        <Input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={0}
          max={100000}
          className="w-24"
          value={line.boxes}
          onChange={(event) => onChange({ boxes: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
          data-testid="reorder-boxes"
        />
        <span className="text-xs text-ink-muted">{t('boxesOf', { count: item.unitsPerBox })}</span>
      </div>
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="break-words font-medium text-ink">{value}</dd>
    </div>
  );
}
