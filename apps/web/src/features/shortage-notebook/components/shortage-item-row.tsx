import type { ShortageItem } from '@assist/domain';
import { Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatTimestamp } from '../../../lib/format';
import { marketplaceSearchPath } from '../item-order';
import { PriorityBadge } from './priority-badge';

interface ShortageItemRowProps {
  item: ShortageItem;
  timeZone: string;
  /** Whether the user can open /marketplace (a retailer); a supplier gets no link. */
  showMarketplace: boolean;
  togglePending: boolean;
  onToggle: (isCompleted: boolean) => void;
  onDelete: () => void;
}

/** One noted product: completed checkbox, name, priority, category, notes, marketplace link, delete. */
export function ShortageItemRow({
  item,
  timeZone,
  showMarketplace,
  togglePending,
  onToggle,
  onDelete,
}: ShortageItemRowProps) {
  const { t, i18n } = useTranslation('shortage');
  const checkboxId = `shortage-done-${item.id}`;
  return (
    <li
      className="flex gap-3 border-b border-line p-4 last:border-b-0"
      data-testid={`shortage-item-${item.id}`}
      data-completed={item.isCompleted}
    >
      <input
        id={checkboxId}
        type="checkbox"
        checked={item.isCompleted}
        disabled={togglePending}
        onChange={(event) => onToggle(event.target.checked)}
        className="mt-1 size-5 shrink-0 cursor-pointer accent-brand disabled:cursor-wait"
        aria-label={t('list.complete', { name: item.productName })}
        data-testid="shortage-item-done"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label
            htmlFor={checkboxId}
            className={cn(
              'cursor-pointer font-semibold [overflow-wrap:anywhere]',
              item.isCompleted && 'text-ink-muted line-through',
            )}
            data-testid="shortage-item-name"
          >
            <bdi>{item.productName}</bdi>
          </label>
          <PriorityBadge priority={item.priority} />
          <span className="text-xs text-ink-muted" data-testid="shortage-item-category">
            {t(`categories.${item.category}`)}
          </span>
        </div>
        {item.notes && (
          <p className="text-sm whitespace-pre-line break-words text-ink-muted" data-testid="shortage-item-notes">
            <bdi>{item.notes}</bdi>
          </p>
        )}
        {item.completedAt && (
          <p className="text-xs text-success" data-testid="shortage-item-completed-at">
            {t('list.completedAt', { time: formatTimestamp(item.completedAt, i18n.language, timeZone) })}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-1">
          {showMarketplace && (
            <Link
              to={marketplaceSearchPath(item.productName)}
              className={buttonClass('ghost', 'sm', 'text-brand-strong')}
              aria-label={t('list.findLabel', { name: item.productName })}
              data-testid="shortage-item-marketplace"
            >
              <Search className="size-4" aria-hidden="true" />
              {t('list.findInMarketplace')}
            </Link>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            onClick={onDelete}
            aria-label={t('list.deleteLabel', { name: item.productName })}
            data-testid="shortage-item-delete"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('list.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
