import type { ReorderItem } from '@assist/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useReorder } from '../api';
import { ReorderRow } from '../components/reorder-row';
import { SendPanel } from '../components/send-panel';
import { type ReorderLine, filterLines } from '../reorder-lines';

const windows = [7, 14, 28, 56, 91] as const;

/** A fresh line per suggestion; the user's own boxes and ticks are kept while the product stays listed. */
function linesOf(items: ReorderItem[], previous: Map<number, ReorderLine>): ReorderLine[] {
  return items.map((item) => {
    const kept = previous.get(item.productId);
    if (kept && kept.item.suggestedBoxes === item.suggestedBoxes && kept.item.requested === item.requested)
      return { ...kept, item };
    return { item, boxes: item.suggestedBoxes, selected: false };
  });
}

/** /reorder (issue 31): suggestions from what sells, sent to a supplier in one step. */
export function ReorderPage() {
  const { t } = useTranslation('reorder');
  const [windowDays, setWindowDays] = useState(28);
  const [coverDays, setCoverDays] = useState<number | undefined>(undefined);
  const [filter, setFilter] = useState({ search: '', supplier: 'all', category: 'all' });
  const reorder = useReorder({ windowDays, coverDays });
  const [lines, setLines] = useState<ReorderLine[]>([]);
  useEffect(() => {
    if (reorder.data)
      setLines((previous) => linesOf(reorder.data.items, new Map(previous.map((l) => [l.item.productId, l]))));
  }, [reorder.data]);

  const suppliers = useMemo(() => {
    const named = new Map<number, string>();
    for (const { item } of lines) if (item.supplierId !== null) named.set(item.supplierId, item.supplierName ?? '');
    return [...named.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [lines]);
  const categories = useMemo(() => [...new Set(lines.map((l) => l.item.category))].sort(), [lines]);
  const shown = filterLines(lines, filter);
  const shownIds = new Set(shown.map((l) => l.item.productId));
  const change = (productId: number, patch: Partial<ReorderLine>) =>
    setLines((all) => all.map((l) => (l.item.productId === productId ? { ...l, ...patch } : l)));
  const selectSuggested = (selected: boolean) =>
    setLines((all) =>
      all.map((l) => (shownIds.has(l.item.productId) ? { ...l, selected: selected && l.boxes > 0 } : l)),
    );

  return (
    <div data-testid="reorder-page">
      <PageHeader
        title={t('title')}
        description={t('description', { days: windowDays, cover: reorder.data?.coverDays ?? coverDays ?? 30 })}
      />
      <Card className="mb-4 grid grid-cols-2 gap-3 p-4 lg:grid-cols-5 print:hidden">
        <Field id="reorder-search" label={t('search')}>
          <Input
            id="reorder-search"
            type="search"
            value={filter.search}
            onChange={(e) => setFilter({ ...filter, search: e.target.value })}
          />
        </Field>
        <Field id="reorder-supplier" label={t('supplier')}>
          <Select
            id="reorder-supplier"
            value={filter.supplier}
            onChange={(e) => setFilter({ ...filter, supplier: e.target.value })}
          >
            <option value="all">{t('allSuppliers')}</option>
            <option value="network">{t('onNetwork')}</option>
            {suppliers.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reorder-category" label={t('category')}>
          <Select
            id="reorder-category"
            value={filter.category}
            onChange={(e) => setFilter({ ...filter, category: e.target.value })}
          >
            <option value="all">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`inventory:categories.${c}`, { defaultValue: c })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reorder-window" label={t('window')}>
          <Select id="reorder-window" value={windowDays} onChange={(e) => setWindowDays(Number(e.target.value))}>
            {windows.map((days) => (
              <option key={days} value={days}>
                {t('windowDays', { count: days })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reorder-cover" label={t('cover')}>
          <Input
            id="reorder-cover"
            type="number"
            min={1}
            max={365}
            inputMode="numeric"
            value={coverDays ?? reorder.data?.coverDays ?? ''}
            onChange={(e) => {
              const days = Math.floor(Number(e.target.value));
              setCoverDays(days >= 1 && days <= 365 ? days : undefined);
            }}
          />
        </Field>
      </Card>
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Button
          variant="outline"
          size="sm"
          onClick={() => selectSuggested(true)}
          data-testid="reorder-select-suggested"
        >
          {t('selectSuggested')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => selectSuggested(false)}>
          {t('clearSelection')}
        </Button>
      </div>
      <div className="mb-4">
        <SendPanel lines={lines} />
      </div>
      {reorder.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : reorder.isError ? (
        <Card className="p-6 text-center">
          <p className="mb-3 text-ink">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => reorder.refetch()}>
            {t('retry')}
          </Button>
        </Card>
      ) : lines.length === 0 ? (
        <p className="py-12 text-center text-ink-muted">{t('empty')}</p>
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-ink-muted">{t('noMatch')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="reorder-list">
          {shown.map((line) => (
            <ReorderRow
              key={line.item.productId}
              line={line}
              onChange={(patch) => change(line.item.productId, patch)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div
      className={
        id === 'reorder-search' ? 'col-span-2 flex flex-col gap-1 lg:col-span-1' : 'flex min-w-0 flex-col gap-1'
      }
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
