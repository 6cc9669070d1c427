import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  /** `danger` for destructive actions (delete). */
  tone?: 'primary' | 'danger';
  /** Prefix of the buttons' test ids: `<id>-confirm`, `<id>-cancel`. */
  testId?: string;
}

/** Asks before an action that cannot be taken back in one click (delete, deactivate). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  tone = 'danger',
  testId = 'confirm',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} className="max-w-md">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" data-testid={`${testId}-cancel`}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={tone} loading={pending} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
