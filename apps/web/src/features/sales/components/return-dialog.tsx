import { type Sale, fromMinor, multiply, sum, toMinor } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useCreateReturn } from '../api';
import { salesErrorText, salesMessage } from '../error-text';
import { type ReturnLineInput, clampTyped, returnRequest } from '../return-lines';
import { ReturnLineFields } from './return-line-fields';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

/** The Return dialog of one sale (spec part 2 §2, §5): a quantity and a reason per line. */
export function ReturnDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const { t } = useTranslation('sales');
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('return.title')}
        description={sale ? t('return.description', { id: isolate(sale.saleId) }) : undefined}
        className="sm:max-w-2xl"
        data-testid="return-dialog"
      >
        {sale && <ReturnForm key={sale.id} sale={sale} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm({ sale, onDone }: { sale: Sale; onDone: () => void }) {
  const { t } = useTranslation('sales');
  const money = useMoney();
  const create = useCreateReturn();
  const [lines, setLines] = useState<ReturnLineInput[]>(() =>
    sale.items.map((item) => ({ saleItemId: item.id, quantity: '0', reason: '' })),
  );
  const [problem, setProblem] = useState<string | undefined>();
  const change = (index: number, patch: Partial<ReturnLineInput>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const refund = fromMinor(
    sum(
      sale.items.map((item, i) =>
        multiply(toMinor(item.unitPrice), clampTyped(lines[i]?.quantity ?? '', item.quantity, item.returnedQuantity)),
      ),
    ),
  );

  const submit = () => {
    const request = returnRequest(sale, lines);
    if (!request.ok) {
      const message = salesMessage(request.message, t);
      setProblem(message);
      toast({ title: t('return.check'), description: message, variant: 'destructive' });
      return;
    }
    setProblem(undefined);
    create.mutate(request.body, {
      onSuccess: (done) => {
        toast({
          title: t('return.done'),
          description: t('return.doneText', { amount: money(done.amount), id: isolate(sale.saleId) }),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t('return.failed'),
          description: salesErrorText(error, t, t('return.failed')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {sale.items.map((item, index) => (
          <ReturnLineFields
            key={item.id}
            item={item}
            index={index}
            value={lines[index] ?? { saleItemId: item.id, quantity: '0', reason: '' }}
            onChange={(patch) => change(index, patch)}
          />
        ))}
      </ol>
      <datalist id="return-reasons">
        {(['defective', 'expired', 'wrongItem', 'changedMind', 'damaged'] as const).map((key) => (
          <option key={key} value={t(`return.reasons.${key}`)} />
        ))}
      </datalist>
      {problem && (
        <p role="alert" className="text-sm text-danger" data-testid="return-error">
          {problem}
        </p>
      )}
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {t('return.refund')}{' '}
          <span className="font-semibold text-ink" data-testid="return-refund">
            {money(refund)}
          </span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone} data-testid="return-cancel">
            {t('return.cancel')}
          </Button>
          <OnlineOnlyButton type="submit" loading={create.isPending} data-testid="return-submit">
            {t('return.submit')}
          </OnlineOnlyButton>
        </div>
      </div>
    </form>
  );
}
