import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { pageItems } from '../pagination';

interface InventoryPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Pages shown each side of the current one (0 on phones, so the pager fits one line). */
  siblings?: number;
}

/** Previous / numbered pages with ellipsis / next; the arrows point the reading way in Arabic too. */
export function InventoryPagination({ page, totalPages, onPageChange, siblings = 1 }: InventoryPaginationProps) {
  const { t } = useTranslation('inventory');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        data-testid="pagination-previous"
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('pagination.previous')}</span>
      </Button>
      {pageItems(page, totalPages, siblings).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'ghost'}
            size="sm"
            className="min-w-9 px-2 tabular-nums"
            aria-label={t('pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
            data-testid={`pagination-page-${item}`}
          >
            {item}
          </Button>
        ) : (
          <span key={item} className="px-1 text-ink-muted" role="img" aria-label={t('pagination.morePages')}>
            …
          </span>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        data-testid="pagination-next"
      >
        <span className="max-sm:sr-only">{t('pagination.next')}</span>
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
