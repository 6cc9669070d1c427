import type { CartDraft } from '@assist/domain';
import { FolderOpen, PauseCircle, Trash2 } from 'lucide-react';
import { useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsNetworkNote, OnlineOnlyButton, useNeedsNetwork } from '../../../components/online-only';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { isolate } from '../../../lib/bidi';
import { useMoney } from '../../../lib/format/use-money';
import { useCartDrafts, useDeleteCartDraft } from '../api';
import { posErrorText } from '../error-text';
import { useTimes } from '../../../lib/format/use-times';

interface CartDraftsPanelProps {
  /** Loading replaces the cart: the panel asks first when the cart holds lines. */
  cartHasLines: boolean;
  loadedDraftId: number | undefined;
  onLoad: (draft: CartDraft) => void;
}

/** Held sales (Hold Sale keeps a cart on the server): load one to finish it, or delete it. */
export const CartDraftsPanel = memo(function CartDraftsPanel({
  cartHasLines,
  loadedDraftId,
  onLoad,
}: CartDraftsPanelProps) {
  const { t } = useTranslation('pos');
  const times = useTimes();
  const money = useMoney();
  const drafts = useCartDrafts();
  const { offline } = useNeedsNetwork();
  const remove = useDeleteCartDraft();
  const [replacing, setReplacing] = useState<CartDraft | null>(null);
  const list = drafts.data ?? [];

  const load = (draft: CartDraft) => (cartHasLines ? setReplacing(draft) : onLoad(draft));
  const onDelete = (draft: CartDraft) =>
    remove.mutate(draft.id, {
      onSuccess: () =>
        toast({ title: t('drafts.deleted'), description: t('drafts.deletedText', { name: isolate(draft.draftName) }) }),
      onError: (error) =>
        toast({
          title: t('drafts.deleteFailed'),
          description: posErrorText(error, t, t('drafts.deleteFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <Card className="p-3 sm:p-4" data-testid="pos-drafts">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
        <PauseCircle className="size-4 text-ink-muted" aria-hidden="true" />
        {t('drafts.title')}
      </h2>
      {offline && (drafts.isError || list.length > 0) && <NeedsNetworkNote className="mb-2" />}
      {drafts.isError && !offline && (
        <p className="text-sm text-danger" role="alert">
          {t('drafts.loadFailed')}
        </p>
      )}
      {drafts.isSuccess && list.length === 0 && <p className="text-sm text-ink-muted">{t('drafts.empty')}</p>}
      {list.length > 0 && (
        <ul className="flex flex-col divide-y divide-line">
          {list.map((draft) => (
            <li key={draft.id} className="flex flex-wrap items-center gap-2 py-2" data-testid={`draft-${draft.id}`}>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {draft.draftName}
                  {draft.id === loadedDraftId && <span className="ms-2 text-xs text-brand">{t('drafts.inTill')}</span>}
                </p>
                <p className="truncate text-xs text-ink-muted">
                  {[
                    draft.customerName,
                    t('drafts.items', { n: draft.cartItems.length }),
                    money(draft.total),
                    times.moment(draft.updatedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <OnlineOnlyButton
                variant="outline"
                size="sm"
                onClick={() => load(draft)}
                data-testid={`draft-load-${draft.id}`}
              >
                <FolderOpen className="size-4" aria-hidden="true" />
                {t('drafts.load')}
              </OnlineOnlyButton>
              <OnlineOnlyButton
                variant="ghost"
                size="icon"
                onClick={() => onDelete(draft)}
                aria-label={t('drafts.delete', { name: draft.draftName })}
                data-testid={`draft-delete-${draft.id}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </OnlineOnlyButton>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        title={t('drafts.replaceTitle')}
        description={t('drafts.replaceText')}
        confirmLabel={t('drafts.replaceConfirm')}
        cancelLabel={t('drafts.cancel')}
        tone="primary"
        testId="draft-replace"
        onConfirm={() => {
          if (replacing) onLoad(replacing);
          setReplacing(null);
        }}
      />
    </Card>
  );
});
