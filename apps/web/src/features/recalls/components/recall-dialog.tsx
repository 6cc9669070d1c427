import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { RecallForm, type RecallStart } from './recall-form';

/** The recall dialog (the Recalls page's button, or a lot's "Recall this batch"); fresh each time. */
export function RecallDialog({ start, onClose }: { start: RecallStart | null; onClose: () => void }) {
  const { t } = useTranslation('recalls');
  return (
    <Dialog open={start !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('form.title')}
        description={t('form.description')}
        className="sm:max-w-xl"
        data-testid="recall-dialog"
      >
        {start && <RecallForm start={start} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
