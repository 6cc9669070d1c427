import type { marginBadge } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../components/ui/badge';
import { localeOf } from '../../lib/format';

/** The spec's margin badge variants (default, secondary, destructive) in our badge tones. */
export const marginTone: Record<ReturnType<typeof marginBadge>, BadgeTone> = {
  default: 'success',
  secondary: 'warning',
  destructive: 'danger',
};

/** A category's name in the reader's language (the canonical list of inventory). */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation('inventory');
  return (category) => t(`categories.${category}`, { defaultValue: category });
}

/** A percentage with 1 decimal in the reader's digits. */
export function usePercent(): (n: number) => string {
  const { t, i18n } = useTranslation('categoryAnalytics');
  return (n) =>
    t('percent', {
      n: n.toLocaleString(localeOf(i18n.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });
}
