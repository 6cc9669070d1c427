import type { Expense, ExpenseCategory } from '@assist/domain';
import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatCalendarDate } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';

const tones: Record<ExpenseCategory, BadgeTone> = {
  rent: 'brand',
  salaries: 'success',
  utilities: 'warning',
  supplies: 'neutral',
  marketing: 'neutral',
  other: 'neutral',
};

interface ExpenseCardProps {
  expense: Expense;
  onEdit: () => void;
  onDelete: () => void;
  onOpenReceipt: () => void;
}

/** One expense: title, date, amount, category badge, description, receipt, edit and delete. */
export function ExpenseCard({ expense, onEdit, onDelete, onOpenReceipt }: ExpenseCardProps) {
  const { t, i18n } = useTranslation('expenses');
  const money = useMoney();
  return (
    <Card className="flex w-full flex-col gap-3 p-4" data-testid={`expense-${expense.id}`}>
      <div className="flex flex-col gap-0.5">
        <h3 className="font-semibold [overflow-wrap:anywhere]" data-testid="expense-card-title">
          {expense.title}
        </h3>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="text-xl font-bold whitespace-nowrap tabular-nums" data-testid="expense-card-amount">
            {money(expense.amount)}
          </p>
          <p className="text-sm text-ink-muted" data-testid="expense-card-date">
            {formatCalendarDate(expense.expenseDate, i18n.language)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tones[expense.category]} data-testid="expense-card-category">
          {t(`categories.${expense.category}`)}
        </Badge>
        {expense.receiptImageUrl && (
          <button
            type="button"
            onClick={onOpenReceipt}
            className="inline-flex items-center gap-1 rounded text-xs font-medium text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            data-testid="expense-receipt"
          >
            <Paperclip className="size-3.5" aria-hidden="true" />
            {t('list.receiptAttached')}
          </button>
        )}
      </div>
      {expense.description && (
        <p className="text-sm whitespace-pre-line break-words text-ink-muted" data-testid="expense-card-description">
          {expense.description}
        </p>
      )}
      <div className="mt-auto flex justify-end gap-1 border-t border-line pt-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('list.editLabel', { title: expense.title })}
          data-testid="expense-edit"
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('list.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          onClick={onDelete}
          aria-label={t('list.deleteLabel', { title: expense.title })}
          data-testid="expense-delete"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('list.delete')}
        </Button>
      </div>
    </Card>
  );
}
