import type { ReceiveTerms, Transfer } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { Button } from '../../../components/ui/button';
import { transfersOf, useReviewTransfer, useTransferBlocks, useTransfers } from '../api';
import { BlockSenderDialog } from './block-sender-dialog';
import { BlockedSenders } from './blocked-senders';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { ReceiveDialog } from './receive-dialog';
import type { ReviewStatus } from './review-buttons';
import { TransferCard } from './transfer-card';
import { TransferDetailDialog } from './transfer-detail-dialog';

/**
 * The incoming or outgoing tab: the transfers page by page (Load more), their detail, the review
 * of incoming pending ones, and blocking a sender (with the blocked businesses under the incoming list).
 */
export function TransferList({ side }: { side: 'incoming' | 'outgoing' }) {
  const { t } = useTranslation('transfers');
  const transfers = useTransfers(side);
  const review = useReviewTransfer();
  const [openId, setOpenId] = useState<number | null>(null);
  // Accept opens the Receive dialog first: prices, rate and total before the click that makes the debt.
  const [receivingId, setReceivingId] = useState<number | null>(null);
  const [blocking, setBlocking] = useState<Transfer | null>(null);
  const list = transfersOf(transfers.data);
  const blockedIds = new Set((useTransferBlocks().data ?? []).map((block) => block.userId));
  const open = list.find((transfer) => transfer.id === openId) ?? null;
  const reviewingOf = (transfer: Transfer | null): ReviewStatus | null =>
    review.isPending && transfer && review.variables?.id === transfer.id ? review.variables.status : null;

  const onReview = (id: number, status: ReviewStatus, terms: ReceiveTerms = {}) =>
    review.mutate(
      { id, status, ...terms },
      {
        onSuccess: () => {
          setReceivingId(null);
          toast({ title: t(`review.${status}`), description: t(`review.${status}Text`), variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: t('review.failed'),
            description: errorText(error, t, t('review.failed')),
            variant: 'destructive',
          }),
      },
    );

  if (transfers.isPending) return <ListSkeleton />;
  if (transfers.isError) return <ListError error={transfers.error} onRetry={() => void transfers.refetch()} />;
  const blocked = side === 'incoming' && <BlockedSenders />;
  if (list.length === 0)
    return (
      <>
        <ListEmpty text={t(`empty.${side}`)} testId={`transfers-empty-${side}`} />
        {blocked}
      </>
    );
  return (
    <>
      <ul
        className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        aria-label={t(`tabs.${side}`)}
        data-testid={`transfers-${side}`}
      >
        {list.map((transfer) => (
          <li key={transfer.id} className="min-w-0">
            <TransferCard
              transfer={transfer}
              side={side}
              reviewing={reviewingOf(transfer)}
              onReview={(status) =>
                status === 'accepted' ? setReceivingId(transfer.id) : onReview(transfer.id, status)
              }
              onOpen={() => setOpenId(transfer.id)}
              onBlock={
                side === 'incoming' && !blockedIds.has(transfer.fromUserId) ? () => setBlocking(transfer) : undefined
              }
            />
          </li>
        ))}
      </ul>
      {transfers.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void transfers.fetchNextPage()}
            loading={transfers.isFetchingNextPage}
            data-testid={`transfers-more-${side}`}
          >
            {t('loadMore')}
          </Button>
        </div>
      )}
      {blocked}
      <BlockSenderDialog transfer={blocking} onClose={() => setBlocking(null)} />
      <TransferDetailDialog
        transfer={open}
        side={side}
        reviewing={reviewingOf(open)}
        onReview={(status) => {
          if (!open) return;
          // The detail stays open under the Receive dialog: it shows the transfer accepted after.
          if (status === 'declined') return onReview(open.id, status);
          setReceivingId(open.id);
        }}
        onClose={() => setOpenId(null)}
      />
      <ReceiveDialog
        source={receivingId === null ? null : { kind: 'transfer', id: receivingId }}
        pending={review.isPending && review.variables?.status === 'accepted'}
        onReceive={(terms) => receivingId !== null && onReview(receivingId, 'accepted', terms)}
        onClose={() => setReceivingId(null)}
      />
    </>
  );
}
