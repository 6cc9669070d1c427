import { type CategoryAnalyticsRow, marginBadge, profitTone } from '@assist/domain';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import { marginTone, useCategoryName, usePercent } from '../category-display';

const profitClass = (profit: string) => (profitTone(profit) === 'positive' ? 'text-success' : 'text-danger');

function TopSeller() {
  const { t } = useTranslation('categoryAnalytics');
  return (
    <Badge tone="brand" className="gap-1" data-testid="top-seller">
      <Trophy className="size-3" aria-hidden="true" />
      {t('topSeller')}
    </Badge>
  );
}

function MarginBadge({ margin }: { margin: number }) {
  const percent = usePercent();
  return (
    <Badge tone={marginTone[marginBadge(margin)]} data-testid="margin-badge" data-variant={marginBadge(margin)}>
      {percent(margin)}
    </Badge>
  );
}

/** Categories as a table (tablet and desktop), best seller first with its Top Seller badge. */
export function CategoryTable({ rows }: { rows: CategoryAnalyticsRow[] }) {
  const { t } = useTranslation('categoryAnalytics');
  const money = useMoney();
  const categoryName = useCategoryName();
  return (
    <Card className="overflow-hidden">
      <Table aria-label={t('table.label')} data-testid="ca-table">
        <TableHead>
          <TableRow>
            <Th>{t('table.category')}</Th>
            <Th align="end">{t('table.sales')}</Th>
            <Th align="end">{t('table.profit')}</Th>
            <Th align="end">{t('table.itemsSold')}</Th>
            <Th align="end">{t('table.averageProfit')}</Th>
            <Th align="end">{t('table.margin')}</Th>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.category} data-testid="ca-row">
              <Td>
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {categoryName(row.category)}
                  {index === 0 && <TopSeller />}
                </span>
              </Td>
              <Td align="end" className="tabular-nums">
                <span dir="ltr">{money(row.totalSales)}</span>
              </Td>
              <Td align="end" className={cn('font-medium tabular-nums', profitClass(row.totalProfit))}>
                <span dir="ltr">{money(row.totalProfit)}</span>
              </Td>
              <Td align="end" className="tabular-nums">
                {formatCount(row.itemsSold)}
              </Td>
              <Td align="end" className="tabular-nums">
                <span dir="ltr">{money(row.averageProfit)}</span>
              </Td>
              <Td align="end">
                <MarginBadge margin={row.margin} />
              </Td>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** Categories as cards (phones). */
export function CategoryCards({ rows }: { rows: CategoryAnalyticsRow[] }) {
  const { t } = useTranslation('categoryAnalytics');
  const money = useMoney();
  const categoryName = useCategoryName();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('table.label')} data-testid="ca-cards">
      {rows.map((row, index) => (
        <li key={row.category}>
          <Card className="p-4" data-testid="ca-row">
            <div className="flex items-center justify-between gap-2">
              <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {categoryName(row.category)}
                {index === 0 && <TopSeller />}
              </h3>
              <MarginBadge margin={row.margin} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-ink-muted">{t('table.sales')}</dt>
                <dd className="font-medium tabular-nums">
                  <span dir="ltr">{money(row.totalSales)}</span>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t('table.profit')}</dt>
                <dd className={cn('font-medium tabular-nums', profitClass(row.totalProfit))}>
                  <span dir="ltr">{money(row.totalProfit)}</span>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t('table.itemsSold')}</dt>
                <dd className="tabular-nums">{formatCount(row.itemsSold)}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t('table.averageProfit')}</dt>
                <dd className="tabular-nums">
                  <span dir="ltr">{money(row.averageProfit)}</span>
                </dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
