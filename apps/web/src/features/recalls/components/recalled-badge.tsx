import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** The Recalled badge of a lot whose batch was recalled: the till refuses it. */
export function RecalledBadge() {
  const { t } = useTranslation('recalls');
  return (
    <Badge tone="danger" className="gap-1" data-testid="recalled-badge">
      <ShieldAlert className="size-3" aria-hidden="true" />
      {t('inventory.badge')}
    </Badge>
  );
}
