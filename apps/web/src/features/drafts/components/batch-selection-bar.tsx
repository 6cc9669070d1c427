import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { countText, formatCount } from '../../inventory/display';

interface BatchSelectionBarProps {
  total: number;
  selected: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/** "12 products · 3 selected", with select all (every page) and clear. */
export function BatchSelectionBar({ total, selected, onSelectAll, onClear }: BatchSelectionBarProps) {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm font-medium" data-testid="batch-counts">
        {t('batch.counts', { products: countText(t, 'drafts.productCount', total), selected: formatCount(selected) })}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onSelectAll} data-testid="batch-select-all">
          {t('batch.selectAll', { n: formatCount(total) })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={selected === 0} data-testid="batch-select-none">
          {t('batch.selectNone')}
        </Button>
      </div>
    </div>
  );
}
