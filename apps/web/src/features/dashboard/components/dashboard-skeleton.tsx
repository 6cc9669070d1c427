import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** While the first answer loads: four placeholder cards (spec part 1 §2). */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <output
      aria-label={t('loading')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      data-testid="dashboard-skeleton"
    >
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="flex animate-pulse flex-col gap-3 p-5">
          <div className="h-4 w-1/2 rounded bg-subtle" />
          <div className="h-7 w-2/3 rounded bg-subtle" />
          <div className="h-3 w-1/3 rounded bg-subtle" />
        </Card>
      ))}
    </output>
  );
}
