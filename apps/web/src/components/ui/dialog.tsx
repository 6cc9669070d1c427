import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClass = 'fixed inset-0 z-40 bg-ink/40';

function CloseButton() {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Close
      className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-subtle"
      aria-label={t('common:close')}
    >
      <X className="size-5" aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/**
 * Focus back on the control that opened the dialog when it closes. Radix returns focus only to a
 * `DialogTrigger`; most of our dialogs open from state (`open={...}`), so focus fell to the page body.
 * The opener is what had focus when the dialog mounted; if it is gone or disabled by then, Radix's
 * own return (and a page's `useFocusFallback`) take over. A caller's `onCloseAutoFocus` that prevents
 * the default (the till sends focus to its scan field) wins.
 */
function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: Pick<ContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      if (target.matches(':disabled')) return;
      event.preventDefault();
      target.focus();
    },
  };
}

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/** A centred modal with a title, optional description and a close button. */
export function DialogContent({ title, description, className, children, ...props }: DialogContentProps) {
  const focus = useReturnFocus(props);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          'fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto',
          'rounded-xl border border-line bg-surface p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
          className,
        )}
        {...props}
        {...focus}
      >
        <DialogPrimitive.Title className="pe-10 text-lg font-semibold">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel sliding in from the reading start edge (left in English, right in Arabic). */
export function SheetContent({ title, className, children, ...props }: DialogContentProps) {
  const focus = useReturnFocus(props);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn('fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-surface shadow-xl', className)}
        {...props}
        {...focus}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        {children}
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
