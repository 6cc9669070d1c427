import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../i18n/error-text';
import { isolate } from '../../../lib/bidi';
import { useTransferBlocks, useUnblockSender } from '../api';

/** The businesses this one blocked, each with Unblock; nothing while none is blocked. */
export function BlockedSenders() {
  const { t } = useTranslation('transfers');
  const blocks = useTransferBlocks();
  const unblock = useUnblockSender();
  const list = blocks.data ?? [];
  if (list.length === 0) return null;
  const onUnblock = (userId: number, name: string) =>
    unblock.mutate(userId, {
      onSuccess: () =>
        toast({ title: t('blocks.unblocked'), description: t('blocks.unblockedText', { name }), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('blocks.failed'),
          description: errorText(error, t, t('blocks.failed')),
          variant: 'destructive',
        }),
    });
  return (
    <Card className="mt-6 flex flex-col gap-3 p-4" data-testid="transfers-blocked">
      <h2 className="flex items-center gap-2 font-semibold">
        <Ban className="size-4 shrink-0 text-danger" aria-hidden="true" />
        {t('blocks.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('blocks.text')}</p>
      <ul className="flex flex-col divide-y divide-line">
        {list.map((block) => (
          <li
            key={block.userId}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid={`blocked-${block.userId}`}
          >
            <div className="min-w-0">
              <p className="truncate font-medium" dir="auto">
                {block.businessName}
              </p>
              <p className="truncate text-sm text-ink-muted" dir="ltr">
                <bdi>{block.email}</bdi>
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onUnblock(block.userId, isolate(block.businessName))}
              loading={unblock.isPending && unblock.variables === block.userId}
              data-testid="transfer-unblock"
            >
              {t('blocks.unblock')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
