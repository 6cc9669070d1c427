import type { InventoryItem } from '@assist/domain';
import { History, Pencil, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { RecallBatchButton } from '../../recalls/components/recall-batch-button';

export type ItemAction = 'editItem' | 'editProduct' | 'history' | 'delete';

const actions = [
  { action: 'editItem', icon: Pencil, testId: 'row-edit-item' },
  { action: 'editProduct', icon: Tag, testId: 'row-edit-product' },
  { action: 'history', icon: History, testId: 'row-history' },
  { action: 'delete', icon: Trash2, testId: 'row-delete' },
] as const;

interface ItemActionsProps {
  item: InventoryItem;
  onAction: (action: ItemAction) => void;
  /** Two by two, for a narrow table column. */
  compact?: boolean;
}

/** The four actions of a lot as icon buttons, each named for screen readers and on hover. */
export function ItemActions({ item, onAction, compact }: ItemActionsProps) {
  const { t } = useTranslation('inventory');
  return (
    <div className={compact ? 'grid w-max grid-cols-2 gap-0.5' : 'flex items-center gap-1'}>
      {actions.map(({ action, icon: Icon, testId }) => {
        const label = t(`actions.${action}`);
        return (
          <Button
            key={action}
            variant="ghost"
            size="icon"
            className={cn(compact ? 'size-9' : 'size-10', action === 'delete' && 'text-danger hover:bg-danger-soft')}
            title={label}
            aria-label={t('actions.for', { action: label, name: item.product.name })}
            onClick={() => onAction(action)}
            data-testid={testId}
          >
            <Icon className="size-4" aria-hidden="true" />
          </Button>
        );
      })}
      {/* Lane recalls: a lot's "Recall this batch" opens the Recalls page's form, filled. */}
      <RecallBatchButton lot={item} className={compact ? 'size-9' : 'size-10'} />
    </div>
  );
}
