import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import type { SaleState } from '../use-sale';
import { scanThrough } from '../use-till-keyboard';
import { SalePanel } from './sale-panel';

interface PhoneSaleSheetProps {
  sale: SaleState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHold: () => void;
  onChooseLot: (productId: number) => void;
}

/** Phones: a bar above the bottom navigation with the count and total; it opens the sale as a bottom sheet. */
export function PhoneSaleSheet({ sale, open, onOpenChange, onHold, onChooseLot }: PhoneSaleSheetProps) {
  const { t } = useTranslation('pos');
  const money = useMoney();
  const count = sale.lines.reduce((total, line) => total + line.quantity, 0);
  if (count === 0 && !open) return null;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-surface/95 p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur">
        <DialogPrimitive.Trigger
          className="flex h-14 w-full items-center justify-between gap-3 rounded-xl bg-brand px-4 text-brand-foreground"
          data-testid="pos-open-sale"
        >
          <span className="flex items-center gap-2 text-sm font-medium">
            <ChevronUp className="size-5" aria-hidden="true" />
            {t('sale.sheetButton', { n: formatCount(count) })}
          </span>
          <span className="text-lg font-bold tabular-nums">{money(sale.totals.total)}</span>
        </DialogPrimitive.Trigger>
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface px-4 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-xl"
          data-testid="pos-sale-sheet"
          {...scanThrough}
        >
          <div className="relative flex h-10 shrink-0 items-center justify-center">
            <span className="h-1.5 w-12 rounded-full bg-line" aria-hidden="true" />
            <DialogPrimitive.Close
              className="absolute end-0 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-subtle"
              aria-label={t('common:close')}
              data-testid="pos-close-sale"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">{t('sale.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{t('sale.sheetDescription')}</DialogPrimitive.Description>
          <SalePanel sale={sale} onHold={onHold} onChooseLot={onChooseLot} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
