import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import type { ConflictChoice, NameConflict } from '../receive-products';

interface NameConflictDialogProps {
  conflict: NameConflict | null;
  onChoose: (choice: ConflictChoice) => void;
}

/** Product Name Conflict: a known barcode came with another name; the user picks the name it keeps. */
export function NameConflictDialog({ conflict, onChoose }: NameConflictDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && onChoose('cancel')}>
      <DialogContent
        title={t('conflict.title')}
        description={conflict ? t('conflict.description', { barcode: conflict.barcode }) : undefined}
        className="max-w-md"
        data-testid="conflict-dialog"
      >
        {conflict && (
          <div className="flex flex-col gap-4">
            <dl className="grid gap-3 rounded-lg border border-line bg-subtle p-3 text-sm">
              <div>
                <dt className="text-xs font-medium text-ink-muted">{t('conflict.currentName')}</dt>
                <dd className="font-semibold break-words" data-testid="conflict-current-name">
                  {conflict.currentName}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-ink-muted">{t('conflict.newName')}</dt>
                <dd className="font-semibold break-words" data-testid="conflict-new-name">
                  {conflict.newName}
                </dd>
              </div>
            </dl>
            <div className="flex flex-col gap-2">
              <Button onClick={() => onChoose('change')} data-testid="conflict-change-name">
                {t('conflict.change')}
              </Button>
              <Button variant="outline" onClick={() => onChoose('keep')} data-testid="conflict-keep-name">
                {t('conflict.keep')}
              </Button>
              <Button variant="ghost" onClick={() => onChoose('cancel')} data-testid="conflict-cancel">
                {t('conflict.cancel')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
