import type { Expense } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ExpenseForm } from './expense-form';

interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The expense to edit; absent to add one. */
  expense?: Expense | undefined;
}

/** The add/edit dialog; the form starts fresh every time it opens. */
export function ExpenseDialog({ open, onOpenChange, expense }: ExpenseDialogProps) {
  const { t } = useTranslation('expenses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={expense ? t('form.editTitle') : t('form.addTitle')}
        description={expense ? t('form.editDescription') : t('form.addDescription')}
        data-testid="expense-dialog"
      >
        {open && (
          <ExpenseForm
            key={expense?.id ?? 'new'}
            expense={expense}
            onCancel={() => onOpenChange(false)}
            onSaved={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
