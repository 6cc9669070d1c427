import type { ReturnDecision, SupplierReturn } from '@assist/domain';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { isolate } from '../../../lib/bidi';

interface SupplierAnswerDialogProps {
  /** The pending return whose answer is being recorded; null keeps the dialog closed. */
  item: SupplierReturn | null;
  deciding: ReturnDecision | null;
  onAnswer: (decision: 'approve' | 'reject') => void;
  onClose: () => void;
}

/**
 * The supplier decides a return, outside the app (a call, a credit note): the shop records what it
 * answered. Accepted takes the units out of stock and credits the supplier; refused keeps them.
 */
export function SupplierAnswerDialog({ item, deciding, onAnswer, onClose }: SupplierAnswerDialogProps) {
  const { t } = useTranslation('supplier-returns');
  const supplier = item?.supplierName ?? t('card.noSupplier');
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && deciding === null && onClose()}>
      <DialogContent
        title={t('answer.title')}
        description={
          item ? t('answer.text', { supplier: isolate(supplier), product: isolate(item.productName) }) : undefined
        }
        className="sm:max-w-lg"
        data-testid="supplier-answer-dialog"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={deciding !== null} data-testid="supplier-answer-cancel">
              {t('answer.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant="outline"
            onClick={() => onAnswer('reject')}
            loading={deciding === 'reject'}
            disabled={deciding !== null}
            data-testid="return-reject"
          >
            <X className="size-4" aria-hidden="true" />
            {t('answer.refused')}
          </Button>
          <Button
            onClick={() => onAnswer('approve')}
            loading={deciding === 'approve'}
            disabled={deciding !== null}
            data-testid="return-approve"
          >
            <Check className="size-4" aria-hidden="true" />
            {t('answer.accepted')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
