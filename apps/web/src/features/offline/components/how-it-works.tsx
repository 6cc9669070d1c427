import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const worksOffline = ['sales', 'barcode', 'stock', 'catalogue', 'queue'] as const;
const needsInternet = ['products', 'suppliers', 'returns', 'dashboard', 'auth'] as const;

/** "How Offline Mode Works": what works offline and what needs the internet (spec part 1 §2). */
export function HowItWorks() {
  const { t } = useTranslation('offline');
  return (
    <Card data-testid="offline-how">
      <CardHeader>
        <CardTitle>{t('how.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section>
          <h3 className="mb-2 text-sm font-semibold text-success">{t('how.worksOffline')}</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {worksOffline.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                {t(`how.offline.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="mb-2 text-sm font-semibold text-warning">{t('how.needsInternet')}</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {needsInternet.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <Globe className="size-4 shrink-0 text-warning" aria-hidden="true" />
                {t(`how.online.${key}`)}
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
