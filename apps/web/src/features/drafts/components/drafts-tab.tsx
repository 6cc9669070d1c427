import type { Draft } from '@assist/domain';
import { ClipboardList, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { editorOf } from '../draft-forms';
import { useDrafts } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { BatchEditor } from './batch-editor';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { DraftsCards, DraftsTable } from './drafts-list';
import { EditDraftDialog } from './edit-draft-dialog';
import { MultiDraftDialog } from './multi-draft-dialog';

/**
 * The Drafts tab: pending drafts; a CSV batch opens the full-screen batch editor, a multi-product
 * draft (a scanned receipt, several products saved from Add New Products) the products dialog,
 * a single product the Edit Draft dialog (spec part 2 §2).
 */
export function DraftsTab() {
  const { t } = useTranslation('inventory');
  const isPhone = useBreakpoint() === 'mobile';
  const drafts = useDrafts();
  const [open, setOpen] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Draft | null>(null);
  const editor = open ? editorOf(open) : null;
  const close = () => setOpen(null);
  const list = drafts.data ?? [];

  return (
    <Card className="overflow-hidden" data-testid="drafts-tab">
      <div className="border-b border-line p-4">
        <h2 className="font-semibold">{t('drafts.title')}</h2>
        <p className="text-sm text-ink-muted">{t('drafts.description')}</p>
      </div>
      {drafts.isPending && (
        <output className="flex items-center gap-2 p-6 text-ink-muted" data-testid="drafts-loading">
          <Spinner />
          {t('drafts.loading')}
        </output>
      )}
      {drafts.isError && (
        <div className="flex flex-col items-start gap-3 p-6" role="alert" data-testid="drafts-load-failed">
          <p className="font-semibold">{t('drafts.loadFailed')}</p>
          <p className="text-sm text-ink-muted">{inventoryErrorText(drafts.error, t, t('drafts.loadFailed'))}</p>
          <Button variant="outline" onClick={() => void drafts.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('list.retry')}
          </Button>
        </div>
      )}
      {drafts.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center" data-testid="drafts-empty">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
            <ClipboardList className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">{t('drafts.emptyTitle')}</h3>
          <p className="max-w-md text-sm text-ink-muted">{t('drafts.emptyText')}</p>
        </div>
      )}
      {list.length > 0 &&
        (isPhone ? (
          <div className="bg-canvas p-3">
            <DraftsCards drafts={list} onOpen={setOpen} onDelete={setDeleting} />
          </div>
        ) : (
          <DraftsTable drafts={list} onOpen={setOpen} onDelete={setDeleting} />
        ))}
      <EditDraftDialog draft={editor === 'single' ? open : null} onClose={close} />
      <MultiDraftDialog draft={editor === 'multi' ? open : null} onClose={close} />
      <BatchEditor draftId={editor === 'batch' ? (open?.id ?? null) : null} onClose={close} />
      <DeleteDraftDialog draft={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
