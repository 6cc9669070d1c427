import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleCheck, Info, TriangleExclamationPoint, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, type ToastVariant, useToast } from './use-toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-success/30 bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
};

const variantIcon: Record<ToastVariant, ReactNode> = {
  default: <Info className="size-5 text-brand" aria-hidden="true" />,
  success: <CircleCheck className="size-5 text-success" aria-hidden="true" />,
  destructive: <TriangleExclamationPoint className="size-5" aria-hidden="true" />,
};

/**
 * Radix toast area per spec part 1 §9: 5000 ms, swipe right 50 px, F8, max width 420 px.
 * Placed where it hides no action: at the top on phones and tablets (dialog footers, the bottom
 * bar and the till's buttons are at the bottom), and on desktop at the bottom of the reading start
 * edge (left in English, right in Arabic) just past the sidebar, whose foot holds the Logout
 * button, and where dialog footers, whose buttons sit at the end edge, leave room. E2e journeys
 * check it covers neither an open dialog's footer buttons nor Logout.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('common:notifications')}
    >
      {children}
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismissToast(id)}
          {...(duration ? { duration } : {})}
          data-testid="toast"
          data-variant={variant}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variantClass[variant],
          )}
        >
          <span className="mt-0.5 shrink-0">{variantIcon[variant]}</span>
          <div className="flex min-w-0 flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold" data-testid="toast-title">
              {title}
            </ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90" data-testid="toast-description">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common:close')}
            className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className={cn(
          'fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-[420px] flex-col gap-2 p-3 outline-none',
          'pt-[max(0.75rem,env(safe-area-inset-top))]',
          'lg:start-64 lg:end-auto lg:top-auto lg:bottom-0 lg:mx-0 lg:p-4',
        )}
        data-testid="toast-viewport"
      />
    </ToastPrimitive.Provider>
  );
}
