import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { initialFocus, tabbablesIn } from './tabbables';
import { usePageScrollStop } from './use-page-scroll-stop';

interface TillDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Escape, the close button or a press on the dimmed page. */
  onClose: () => void;
  /**
   * Where focus goes on closing (the scan field, ready for the next scan). Called before `onClose`
   * when the dialog closes itself; a parent that closes it (the picker's Add) may call it first too.
   */
  onClosed: () => void;
  className?: string;
  /** Data attributes for the dialog element (test ids, the till keyboard's `scanThrough`). */
  attributes?: Record<`data-${string}`, string>;
  /** The content, or a function given `leave` (focus to the scan field, then close: see below). */
  children: ReactNode | ((leave: () => void) => ReactNode);
}

/**
 * The till's modal for the expiry picker and the receipt, which open on most sales (issue 28: one
 * long task per Enter, F9 and Escape on a phone's CPU). A native `<dialog>` opened with `show()`,
 * not Radix's modal nor `showModal()`: both make the rest of the page inert by restyling it (Radix:
 * `pointer-events: none` on the body and `aria-hidden` on the app root; `showModal()`: the inert
 * state of every element), a style recalculation of the whole till (~1,300 elements) forced inside
 * the key's task by the focus move. Here only the dialog is styled: `aria-modal` tells screen
 * readers the rest is out of reach, a dimmed layer takes the pointer, the wheel moves only the
 * dialog (use-page-scroll-stop.ts) and Tab goes round its controls. The element stays mounted; its content is
 * rendered only while open.
 */
export function TillDialog({
  open,
  title,
  description,
  onClose,
  onClosed,
  className,
  attributes,
  children,
}: TillDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closed = useRef(onClosed);
  closed.current = onClosed;
  // True from `leave` until the dialog is closed: focus is on its way out on purpose.
  const leaving = useRef(false);

  // In the commit that renders the content: open before the frame is painted, focus inside. The
  // `open` attribute, not `show()`: `show()` runs the dialog's focusing steps (a forced style and
  // layout update) before ours; our one focus (no scroll: the dialog is fixed in the window) forces
  // only the style of what the commit changed.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      leaving.current = false;
      element.open = true;
      (initialFocus(element) ?? element).focus({ preventScroll: true });
    } else if (!open && element.open) {
      element.open = false;
      // Closed by its parent with focus still inside (gone with the content): to the scan field.
      const active = document.activeElement;
      if (!active || active === document.body || element.contains(active)) closed.current();
    }
  }, [open]);
  usePageScrollStop(dialog, open);

  // Focus that lands outside while open (a sheet closing under the picker returns focus to its
  // button a moment later; a screen reader's move) comes back, unless the dialog is leaving.
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const element = dialog.current;
      if (!element?.open || leaving.current || (event.target instanceof Node && element.contains(event.target))) return;
      (initialFocus(element) ?? element).focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  /**
   * Focus to the scan field before the state change that closes the dialog: moved while the page
   * is still clean, it costs nothing, and the content then leaves without holding focus (removing
   * the focused element, then focusing the field, were forced style work inside the key's task).
   */
  const leave = () => {
    leaving.current = true;
    closed.current();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      leave();
    } else if (event.key === 'Tab') keepTabInside(event);
  };

  return createPortal(
    <>
      {/* The dimmed page: a press on it closes the dialog, as an outside press does on Radix's. */}
      {open && <div className="fixed inset-0 z-40 bg-ink/40" onClick={leave} aria-hidden="true" />}
      <dialog
        ref={dialog}
        // The role written out while open only: the page's checks for an open dialog look for it
        // (the camera pauses, the focus fallback waits, the axe journeys find it).
        role={open ? 'dialog' : undefined}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto overscroll-contain',
          'rounded-xl border border-line bg-surface p-6 text-ink shadow-xl',
          className,
        )}
        {...attributes}
      >
        {open && (
          <>
            <h2 id={titleId} className="pe-10 text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            )}
            <div className="mt-4">{typeof children === 'function' ? children(leave) : children}</div>
            <button
              type="button"
              onClick={leave}
              className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-subtle"
              aria-label={t('common:close')}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </>
        )}
      </dialog>
    </>,
    document.body,
  );
}

/** Tab and Shift+Tab go round the dialog's controls instead of leaving it. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const items = tabbablesIn(event.currentTarget);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
