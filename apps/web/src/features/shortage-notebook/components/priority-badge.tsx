import type { ShortagePriority } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** Colour by urgency: low grey, medium brand, high amber, urgent red. */
const tones: Record<ShortagePriority, BadgeTone> = {
  low: 'neutral',
  medium: 'brand',
  high: 'warning',
  urgent: 'danger',
};

export function PriorityBadge({ priority }: { priority: ShortagePriority }) {
  const { t } = useTranslation('shortage');
  return (
    <Badge tone={tones[priority]} data-testid="shortage-item-priority" data-priority={priority}>
      {t(`priorities.${priority}`)}
    </Badge>
  );
}
