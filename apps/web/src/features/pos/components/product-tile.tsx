import { type PosProduct, unitPrice } from '@assist/domain';
import { CalendarClock } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../../lib/cn';
import { hiddenStrength } from '../product-name';
import type { TileText } from './tile-text';

interface ProductTileProps {
  product: PosProduct;
  onChoose: (product: PosProduct) => void;
  /** The list's useTileText(): one subscription for all tiles. */
  text: TileText;
  compact?: boolean;
  testId?: string;
}

/**
 * A product to tap (or Enter): name, box and unit price, stock; expired-only stock cannot be chosen.
 * Memoized: a scan re-renders the till, not its hundreds of unchanged tiles (give it a stable onChoose
 * and text). It calls no hook: its words come from the list (tile-text.ts).
 */
export const ProductTile = memo(function ProductTile({ product, onChoose, text, compact, testId }: ProductTileProps) {
  const money = text.money;
  const sellable = product.sellable;
  const strength = hiddenStrength(product.name);
  return (
    <button
      type="button"
      onClick={() => onChoose(product)}
      disabled={!sellable}
      data-testid={testId ?? `pos-product-${product.barcode}`}
      className={cn(
        'flex h-full min-h-24 w-full flex-col items-start gap-1 rounded-xl border border-line bg-surface text-start shadow-xs',
        // Two favorites a row on a 390 px phone leave about 150 px: a long drug name's word whole (12 px).
        compact ? 'p-2 sm:p-3' : 'p-3',
        'transition-colors hover:border-brand hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-brand',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-line disabled:hover:bg-surface',
      )}
    >
      {/* Whole words only (a word breaks only when it alone is wider than the tile); see product-name.ts. */}
      <span
        dir="auto"
        title={product.name}
        className={cn(
          'line-clamp-4 w-full font-semibold leading-snug text-ink break-words hyphens-none',
          compact ? 'text-xs sm:text-sm' : 'text-sm',
        )}
        data-testid="pos-product-name"
      >
        {product.name}
      </span>
      {strength && (
        <span
          dir="auto"
          className="rounded bg-subtle px-1.5 text-xs font-semibold text-ink"
          data-testid="pos-product-strength"
        >
          {strength}
        </span>
      )}
      <span className="text-sm font-medium text-brand-strong">
        {money(product.retailPrice)}
        <span className="font-normal text-ink-muted"> {text.perBox}</span>
      </span>
      {!compact && product.unitsPerBox > 1 && (
        <span className="text-xs text-ink-muted">
          {money(unitPrice(product.retailPrice, product.unitsPerBox))} {text.perUnit}
        </span>
      )}
      <span className="mt-auto flex w-full flex-wrap items-center justify-between gap-1 pt-1 text-xs text-ink-muted">
        {/* No lot left at all: sold out by sales not synced yet (offline), not expired stock. */}
        {sellable || product.expiryDates.length === 0 ? (
          <span>{text.stock(product.totalAvailableUnits)}</span>
        ) : (
          <span className="font-medium text-danger" data-testid="pos-product-refused">
            {product.expiryDates.some((lot) => lot.recalled) ? text.recalled : text.expiredOnly}
          </span>
        )}
        {product.hasMultipleExpiryDates && (
          <span className="inline-flex items-center gap-1" title={text.severalLots}>
            <CalendarClock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{text.severalLots}</span>
            {text.count(product.expiryDates.length)}
          </span>
        )}
      </span>
    </button>
  );
});
