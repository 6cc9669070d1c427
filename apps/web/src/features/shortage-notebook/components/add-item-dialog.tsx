import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatCalendarDate } from '../../../lib/format';
import { AddItemForm } from './add-item-form';

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
}

/** The add dialog; the form starts fresh every time it opens. */
export function AddItemDialog({ open, onOpenChange, date }: AddItemDialogProps) {
  const { t, i18n } = useTranslation('shortage');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('form.title')}
        description={t('form.description', { date: formatCalendarDate(date, i18n.language) })}
        data-testid="shortage-dialog"
      >
        {open && <AddItemForm date={date} onCancel={() => onOpenChange(false)} onSaved={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
