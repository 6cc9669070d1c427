import { PurchaseRequestCreate } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorText, fieldErrorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useCreatePurchaseRequest } from '../api';
import { type DraftLine, draftTotal, lineTotal, lineUnitPrice } from '../purchase-draft';

interface ReviewDialogProps {
  open: boolean;
  supplierId: number;
  supplierName: string;
  lines: DraftLine[];
  onClose: () => void;
  onSent: () => void;
}

/** The review step: each line at the shown unit price, the total, notes and a message; then send. */
export function ReviewDialog({ open, supplierId, supplierName, lines, onClose, onSent }: ReviewDialogProps) {
  const { t } = useTranslation('marketplace');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={t('review.title')}
        description={t('review.description', { supplier: isolate(supplierName) })}
        className="max-w-2xl"
        data-testid="review-dialog"
      >
        {open && (
          <ReviewForm
            supplierId={supplierId}
            supplierName={supplierName}
            lines={lines}
            onClose={onClose}
            onSent={onSent}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ supplierId, supplierName, lines, onClose, onSent }: Omit<ReviewDialogProps, 'open'>) {
  const { t } = useTranslation('marketplace');
  // A draft is one supplier's: its lines share the supplier's currency.
  const money = useMoney(lines[0]?.currency);
  const create = useCreatePurchaseRequest();
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState('');
  const total = draftTotal(lines);

  const send = () => {
    const body = {
      supplierId,
      items: lines.map((line) => ({ barcode: line.barcode, requestedQuantity: line.quantity })),
      notes: notes.trim() || null,
      requestMessage: message.trim() || null,
    };
    // The contract the server checks, checked here first (a line twice, too many lines, a bound).
    const checked = PurchaseRequestCreate.safeParse(body);
    if (!checked.success) {
      toast({
        title: t('review.invalid'),
        description: fieldErrorText(checked.error.issues[0]?.message ?? '', t),
        variant: 'destructive',
      });
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: t('review.sent'),
          description: t('review.sentText', { supplier: isolate(supplierName) }),
          variant: 'success',
        });
        onSent();
      },
      onError: (error) =>
        toast({
          title: t('review.failed'),
          description: errorText(error, t, t('review.failed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-sm" data-testid="review-lines">
          <thead className="bg-canvas text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('review.product')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('review.quantity')}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-end font-semibold sm:table-cell">
                {t('review.unitPrice')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('review.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {lines.map((line) => {
              const price = lineUnitPrice(line);
              const value = lineTotal(line);
              return (
                <tr key={line.barcode} data-testid={`review-line-${line.barcode}`}>
                  <td className="px-3 py-2">
                    <bdi className="block">{line.productName}</bdi>
                    <span className="block text-xs text-ink-muted sm:hidden">
                      {price === null ? t('stock.priceHidden') : t('stock.unitPrice', { price: money(price) })}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums" data-testid="review-quantity">
                    {line.quantity}
                  </td>
                  <td className="hidden px-3 py-2 text-end whitespace-nowrap tabular-nums sm:table-cell">
                    {price === null ? t('stock.priceHidden') : money(price)}
                  </td>
                  <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                    {value === null ? '—' : money(value)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {total === null ? (
        <p className="text-sm text-ink-muted">{t('draft.totalHidden')}</p>
      ) : (
        <p className="flex items-center justify-between gap-3 rounded-lg bg-brand-soft px-3 py-2">
          <span className="text-sm font-medium">{t('review.total')}</span>
          <span className="text-lg font-bold whitespace-nowrap tabular-nums" data-testid="review-total">
            {money(total)}
          </span>
        </p>
      )}
      <FormField id="purchase-notes" label={t('review.notes')}>
        <Textarea
          id="purchase-notes"
          data-testid="purchase-notes"
          value={notes}
          maxLength={1000}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('review.notesPlaceholder')}
          dir="auto"
        />
      </FormField>
      <FormField id="purchase-message" label={t('review.message')}>
        <Textarea
          id="purchase-message"
          data-testid="purchase-message"
          value={message}
          maxLength={1000}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('review.messagePlaceholder')}
          dir="auto"
        />
      </FormField>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} data-testid="review-back">
          {t('review.back')}
        </Button>
        <OnlineOnlyButton type="submit" loading={create.isPending} data-testid="purchase-submit">
          {t('review.submit')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
