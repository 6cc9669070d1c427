import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** The drafts, receipt scanner and CSV tabs until their screens land: what they will do, honestly. */
export function ComingNextTab({ tab }: { tab: 'drafts' | 'ocr' | 'csv' }) {
  const { t } = useTranslation('inventory');
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-12" data-testid={`inventory-${tab}-coming`}>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('comingNext.title')}</h2>
      <p className="max-w-md text-ink-muted">{t(`comingNext.${tab}`)}</p>
      <p className="max-w-md text-sm text-ink-muted">{t('comingNext.meanwhile')}</p>
    </Card>
  );
}
