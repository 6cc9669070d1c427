import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMoney } from '../../../lib/format/use-money';

/** Supplier payment discounts of the period (shown whenever discount profit is 0 or more). */
export function DiscountsPanel({ amount }: { amount: string }) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  if (Number(amount) < 0) return null;
  return (
    <Card className="border-success/30 bg-success-soft/40" data-testid="discounts-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BadgePercent className="size-5 text-success" aria-hidden="true" />
          {t('discounts.title')}
        </CardTitle>
        <CardDescription>{t('discounts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold text-success tabular-nums">
          <span dir="ltr">{money(amount)}</span>
        </p>
        <p className="text-xs text-ink-muted">{t('discounts.note')}</p>
      </CardContent>
    </Card>
  );
}
