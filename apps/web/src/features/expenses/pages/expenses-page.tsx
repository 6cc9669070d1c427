import { type Expense, expenseYearChoices } from '@assist/domain';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useDeleteExpense, useExpenseSummary, useExpenseYears, useExpenses } from '../api';
import { ExpenseCard } from '../components/expense-card';
import { ExpenseDialog } from '../components/expense-dialog';
import { ExpenseFiltersBar } from '../components/expense-filters-bar';
import { ExpensesEmpty, ExpensesLoadFailed, ExpensesLoading } from '../components/expense-states';
import { ExpenseSummaryCards } from '../components/expense-summary-cards';
import { ReceiptViewer } from '../components/receipt-viewer';
import { expenseErrorText } from '../error-text';
import { useBusinessDay } from '../../auth/use-business-day';
import { currentMonthTotal, expenseQuery, hasNarrowingFilters, initialFilters, totalOf } from '../expense-filters';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; expense: Expense };

/** /expenses: what the business spent, by year, month and category (spec part 1 §2 Expenses). */
export function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const money = useMoney();
  const { todayDate } = useBusinessDay();
  // The business's today: its year and month pick the summary and the filters' defaults.
  const [today] = useState(todayDate);
  const [filters, setFilters] = useState(() => initialFilters(today));
  const expenses = useExpenses(expenseQuery(filters));
  const summary = useExpenseSummary(today.getFullYear());
  const yearRange = useExpenseYears();
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [viewing, setViewing] = useState<Expense | null>(null);

  const years = useMemo(() => {
    const choices = expenseYearChoices(today.getFullYear(), yearRange.data ?? { firstYear: null, lastYear: null });
    return choices.includes(filters.year) ? choices : [...choices, filters.year].sort((a, b) => b - a);
  }, [today, yearRange.data, filters.year]);

  const list = expenses.data;
  const add = () => setEditing({ mode: 'add' });

  const confirmDelete = () => {
    if (!deleting) return;
    const title = isolate(deleting.title);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t('toast.deleted'), description: t('toast.deletedText', { title }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toast.deleteFailed'),
          description: expenseErrorText(error, t, t('errors:generic')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div data-testid="expenses-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={add} data-testid="expenses-add">
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <ExpenseSummaryCards
        today={today}
        monthTotal={summary.isError ? null : summary.data && currentMonthTotal(summary.data, today)}
        filteredTotal={list && totalOf(list)}
        count={list?.length}
      />
      <ExpenseFiltersBar filters={filters} years={years} onChange={setFilters} />
      {expenses.isPending && <ExpensesLoading />}
      {expenses.isError && !list && (
        <ExpensesLoadFailed error={expenses.error} onRetry={() => void expenses.refetch()} />
      )}
      {list && list.length === 0 && <ExpensesEmpty filtered={hasNarrowingFilters(filters)} onAdd={add} />}
      {list && list.length > 0 && (
        <ul
          className={`grid gap-3 md:grid-cols-2 xl:grid-cols-3 ${expenses.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-label={t('list.label')}
          aria-busy={expenses.isPlaceholderData || undefined}
          data-testid="expenses-list"
        >
          {list.map((expense) => (
            <li key={expense.id} className="flex">
              <ExpenseCard
                expense={expense}
                onEdit={() => setEditing({ mode: 'edit', expense })}
                onDelete={() => setDeleting(expense)}
                onOpenReceipt={() => setViewing(expense)}
              />
            </li>
          ))}
        </ul>
      )}
      <ExpenseDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        expense={editing.mode === 'edit' ? editing.expense : undefined}
      />
      <ReceiptViewer expense={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteDialog.title')}
        description={
          deleting
            ? t('deleteDialog.description', { title: isolate(deleting.title), amount: isolate(money(deleting.amount)) })
            : ''
        }
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        testId="expense-delete"
      />
    </div>
  );
}
