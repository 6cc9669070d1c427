import { Database, RefreshCw, ShoppingCart } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { countText } from '../../../i18n/count-text';

/** The three status cards: local storage active, offline sales enabled, auto sync ready. */
export function StatusCards({ products }: { products: number }) {
  const { t } = useTranslation('offline');
  const cards: { key: string; icon: ComponentType<{ className?: string }>; text: string }[] = [
    { key: 'storage', icon: Database, text: countText(t, 'cards.storage.text', products) },
    { key: 'sales', icon: ShoppingCart, text: t('cards.sales.text') },
    { key: 'autoSync', icon: RefreshCw, text: t('cards.autoSync.text') },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ key, icon: Icon, text }) => (
        <Card key={key} className="flex items-start gap-3 p-4" data-testid={`offline-card-${key}`}>
          <span className="rounded-lg bg-success-soft p-2 text-success">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold">{t(`cards.${key}.title`)}</h2>
            <p className="text-sm text-ink-muted">{text}</p>
          </div>
        </Card>
      ))}
    </div>
  );
}
