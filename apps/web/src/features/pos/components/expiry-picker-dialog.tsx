import { type PosProduct, type UnitType, boxesOf, unitPrice } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCalendarDate, formatCount } from '../../inventory/display';
import { useMoney } from '../../../lib/format/use-money';
import type { ShownLine } from '../cart-lines';
import { enterUnitType, pickerLots } from '../expiry-lots';
import { RecalledBadge } from '../../recalls/components/recalled-badge';
import { ExpiryBandBadge } from './expiry-band-badge';
import { TillDialog } from './till-dialog';
import { useBusinessDay } from '../../auth/use-business-day';

interface ExpiryPickerProps {
  product: PosProduct | null;
  unitsInCart: (inventoryId: number) => number;
  /** The cart's lines: Enter adds the unit type of the product's line. */
  lines: readonly ShownLine[];
  /** `pinnedLot` null: the recommended lot, sold earliest expiry first into the next lots. */
  onAdd: (product: PosProduct, pinnedLot: number | null, unitType: UnitType) => void;
  onClose: () => void;
  /** Where focus goes once the picker has closed (the search field, ready for the next scan). */
  onClosed: () => void;
}

/**
 * The lot to sell from, when a product has several expiry dates (or only expired stock). The
 * earliest sellable lot is recommended and chosen: the line then sells earliest expiry first,
 * going on into the next lots; another lot is chosen on purpose and the line keeps to it. Arrow
 * keys move the choice, Enter adds one of the unit type of the product's line (the button
 * Enter presses is the filled one).
 */
export function ExpiryPickerDialog({ product, unitsInCart, lines, onAdd, onClose, onClosed }: ExpiryPickerProps) {
  const { t } = useTranslation('pos');
  // Opens on many scans: a TillDialog, which does not restyle the whole till (issue 28).
  return (
    <TillDialog
      open={product !== null}
      title={t('picker.title')}
      description={product?.name}
      className="sm:max-w-xl"
      attributes={{ 'data-testid': 'expiry-picker' }}
      onClose={onClose}
      onClosed={onClosed}
    >
      {(leave) =>
        product && (
          <LotChoice
            key={product.id}
            product={product}
            unitsInCart={unitsInCart}
            lines={lines}
            onAdd={(...added) => {
              // Focus to the scan field first, while the page is clean (till-dialog.tsx: `leave`).
              leave();
              onAdd(...added);
            }}
          />
        )
      }
    </TillDialog>
  );
}

function LotChoice({
  product,
  unitsInCart,
  lines,
  onAdd,
}: Omit<ExpiryPickerProps, 'product' | 'onClose' | 'onClosed'> & { product: PosProduct }) {
  const { t, i18n } = useTranslation('pos');
  const money = useMoney();
  const rows = pickerLots(product, useBusinessDay().today(), unitsInCart);
  const first = rows.find((row) => row.recommended) ?? rows.find((row) => row.canAddUnit);
  const [selected, setSelected] = useState(first?.lot.inventoryId);
  const chosen = rows.find((row) => row.lot.inventoryId === selected);
  const add = (unitType: UnitType) =>
    chosen && onAdd(product, chosen.recommended ? null : chosen.lot.inventoryId, unitType);
  const onEnter = chosen ? enterUnitType(product, chosen, lines) : 'unit';
  const addDefault = () => {
    if (chosen?.canAddUnit) add(onEnter);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        addDefault();
      }}
      // Browsers do not submit a form on Enter in a radio button: the picker does.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'radio') {
          event.preventDefault();
          addDefault();
        }
      }}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('picker.legend')}</legend>
        {!first && <p className="rounded-lg bg-danger-soft p-3 text-sm text-danger">{t('picker.nothingSellable')}</p>}
        {rows.map((row) => {
          const disabled = !row.canAddUnit;
          return (
            <label
              key={row.lot.inventoryId}
              data-testid={`expiry-option-${row.lot.inventoryId}`}
              data-band={row.band}
              data-recommended={row.recommended}
              className={cn(
                'flex items-center gap-3 rounded-xl border p-3',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                selected === row.lot.inventoryId ? 'border-brand bg-brand-soft/50' : 'border-line',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-subtle',
              )}
            >
              <input
                type="radio"
                name="pos-expiry-lot"
                value={row.lot.inventoryId}
                checked={selected === row.lot.inventoryId}
                onChange={() => setSelected(row.lot.inventoryId)}
                disabled={disabled}
                // The recommended lot has focus on opening (TillDialog), so Enter adds it.
                data-autofocus={row.lot.inventoryId === first?.lot.inventoryId ? '' : undefined}
                className="size-5 accent-[var(--color-brand)]"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold">{formatCalendarDate(row.lot.date, i18n.language)}</span>
                  <ExpiryBandBadge band={row.band} />
                  {row.lot.recalled && <RecalledBadge />}
                  {row.recommended && <Badge tone="brand">{t('picker.recommended')}</Badge>}
                </span>
                {row.recommended && <span className="text-xs text-ink-muted">{t('picker.fefoNote')}</span>}
                <span className="text-xs text-ink-muted">
                  {t('picker.stock', {
                    boxes: formatCount(boxesOf(row.unitsLeft, row.lot.unitsPerBox)),
                    units: formatCount(row.unitsLeft),
                  })}
                </span>
                <span className="text-sm">
                  <span className="font-medium">{money(row.lot.retailPrice)}</span>{' '}
                  <span className="text-xs text-ink-muted">{t('products.perBox')}</span>
                  {row.lot.unitsPerBox > 1 && (
                    <span className="text-xs text-ink-muted">
                      {' · '}
                      {money(unitPrice(row.lot.retailPrice, row.lot.unitsPerBox))} {t('products.perUnit')}
                    </span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant={onEnter === 'unit' ? 'primary' : 'outline'}
          size="lg"
          disabled={!chosen?.canAddUnit}
          onClick={() => add('unit')}
          data-testid="expiry-add-unit"
          data-enter={onEnter === 'unit'}
        >
          {t('picker.addUnit')}
        </Button>
        <Button
          variant={onEnter === 'box' ? 'primary' : 'outline'}
          size="lg"
          disabled={!chosen?.canAddBox}
          onClick={() => add('box')}
          data-testid="expiry-add-box"
          data-enter={onEnter === 'box'}
        >
          {t('picker.addBox')}
        </Button>
      </div>
      {chosen?.canAddUnit && !chosen.canAddBox && (
        <p className="text-xs text-ink-muted">
          {t('picker.noWholeBox', { n: chosen.lot.unitsPerBox, count: chosen.lot.unitsPerBox })}
        </p>
      )}
    </form>
  );
}
