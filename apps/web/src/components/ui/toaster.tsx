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

/** Radix toast area per spec part 1 §9: 5000 ms, swipe right 50 px, F8, max width 420 px. */
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
        className="fixed bottom-0 end-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none max-lg:bottom-20"
      />
    </ToastPrimitive.Provider>
  );
}
