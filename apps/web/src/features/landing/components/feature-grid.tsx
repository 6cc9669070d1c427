import { ChartColumn, Monitor, Package, ScanBarcode, ShieldCheck, Store } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

const features: { key: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'pos', icon: ScanBarcode },
  { key: 'inventory', icon: Package },
  { key: 'marketplace', icon: Store },
  { key: 'analytics', icon: ChartColumn },
  { key: 'separation', icon: ShieldCheck },
  { key: 'offline', icon: Monitor },
];

export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          {t('features.title')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('features.text')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon: Icon }) => (
          <Card key={key} className="p-6">
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-ink-muted">{t(`features.${key}.text`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
