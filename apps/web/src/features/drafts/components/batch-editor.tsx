import * as DialogPrimitive from '@radix-ui/react-dialog';
import { RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useBatch } from '../drafts-api';
import { inventoryErrorText } from '../../inventory/error-text';
import { BatchEditorBody } from './batch-editor-body';

interface BatchEditorProps {
  /** The batch draft to edit; null keeps the editor closed. */
  draftId: number | null;
  onClose: () => void;
}

/** The full-screen CSV batch editor (spec part 2 §2); closing with unsaved edits asks first. */
export function BatchEditor({ draftId, onClose }: BatchEditorProps) {
  const { t } = useTranslation('inventory');
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());

  return (
    <DialogPrimitive.Root open={draftId !== null} onOpenChange={(open) => !open && requestClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-40 flex flex-col bg-canvas"
          aria-describedby={undefined}
          data-testid="batch-editor"
        >
          <header className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-lg font-semibold">
              {t('batch.title')}
            </DialogPrimitive.Title>
            <Button
              variant="ghost"
              size="icon"
              onClick={requestClose}
              aria-label={t('batch.close')}
              title={t('batch.close')}
              data-testid="batch-close"
            >
              <X className="size-5" aria-hidden="true" />
            </Button>
          </header>
          {draftId !== null && <BatchLoader key={draftId} draftId={draftId} onDirtyChange={setDirty} onDone={close} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('batch.discardTitle')}
        description={t('batch.discardText')}
        confirmLabel={t('batch.discard')}
        cancelLabel={t('batch.keepEditing')}
        onConfirm={close}
        testId="batch-discard"
      />
    </DialogPrimitive.Root>
  );
}

interface BatchLoaderProps {
  draftId: number;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

function BatchLoader({ draftId, onDirtyChange, onDone }: BatchLoaderProps) {
  const { t } = useTranslation('inventory');
  const batch = useBatch(draftId);
  if (batch.isPending) {
    return (
      <output className="flex flex-1 items-center justify-center gap-2 text-ink-muted" data-testid="batch-loading">
        <Spinner />
        {t('batch.loading')}
      </output>
    );
  }
  if (batch.isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
        <p className="font-semibold">{t('batch.loadFailed')}</p>
        <p className="text-sm text-ink-muted">{inventoryErrorText(batch.error, t, t('batch.loadFailed'))}</p>
        <Button variant="outline" onClick={() => void batch.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return <BatchEditorBody draftId={draftId} batch={batch.data} onDirtyChange={onDirtyChange} onDone={onDone} />;
}
