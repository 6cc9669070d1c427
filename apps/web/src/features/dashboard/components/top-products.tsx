import type { DashboardProduct } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';

/** The period's best sellers by revenue: name, units sold, revenue. */
export function TopProducts({ products }: { products: DashboardProduct[] }) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  return (
    <Card data-testid="top-products">
      <CardHeader>
        <CardTitle className="text-base">{t('topProducts.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {products.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-muted">{t('topProducts.empty')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line">
            {products.map((product, index) => (
              <li key={product.productId} className="flex items-center gap-3 py-2.5" data-testid="top-product">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-strong">
                  {formatCount(index + 1)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-medium text-ink" dir="auto">
                    {product.name}
                  </p>
                  <p className="text-xs text-ink-muted">{t('topProducts.sold', { n: formatCount(product.sales) })}</p>
                </div>
                <span className="font-semibold tabular-nums" dir="ltr">
                  {money(product.revenue)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
