import { type PosExpiryDate, type PosProduct, maxLotUnits } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { countText } from '../../../i18n/count-text';
import { isOnline } from '../../../lib/connectivity';
import { recordCount } from '../../../offline/offline-count';
import { syncNow } from '../../../offline/sync-runner';
import { useLocalDb } from '../../../offline/use-local-data';
import { formatCalendarDate } from '../../inventory/display';

/** A lot of the local copy as the count screen lists it. */
export interface CountableLot {
  lot: PosExpiryDate;
  product: PosProduct;
}

/** Counted units of one lot: saved on this device and queued at once, whatever the connection. */
export function StockCountDialog({ target, onClose }: { target: CountableLot | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('offline-counts');
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('dialog.title')}
        description={
          target
            ? t('dialog.caption', {
                name: target.product.name,
                date: formatCalendarDate(target.lot.date, i18n.language),
              })
            : undefined
        }
        data-testid="offline-count-dialog"
      >
        {target && <CountForm key={target.lot.inventoryId} target={target} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CountForm({ target, onDone }: { target: CountableLot; onDone: () => void }) {
  const { t } = useTranslation('offline-counts');
  const db = useLocalDb();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const expected = target.lot.availableUnits;

  const save = async () => {
    const counted = Number(value);
    if (value.trim() === '' || !Number.isInteger(counted) || counted < 0 || counted > maxLotUnits) {
      setInvalid(true);
      return;
    }
    if (!db || saving) return;
    setSaving(true);
    try {
      const queued = await recordCount(db, {
        lotId: target.lot.inventoryId,
        productName: target.product.name,
        expiryDate: target.lot.date,
        expectedUnits: expected,
        countedUnits: counted,
      });
      toast(
        queued
          ? {
              title: t('toast.saved'),
              description: t('toast.savedText', { name: target.product.name, n: counted }),
              variant: 'success',
            }
          : { title: t('toast.unchanged'), description: t('toast.unchangedText', { n: counted }) },
      );
      onDone();
      if (queued && isOnline()) void syncNow();
    } catch {
      toast({ title: t('toast.failed'), description: t('toast.failedText'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-ink-muted" data-testid="offline-count-expected">
        {countText(t, 'dialog.expected', expected)}
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="offline-count-input">{t('dialog.counted')}</Label>
        <Input
          id="offline-count-input"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          dir="ltr"
          className="rtl:text-right"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'offline-count-error' : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          data-testid="offline-count-input"
          autoFocus
        />
        {invalid && (
          <p id="offline-count-error" className="text-xs text-danger" role="alert">
            {t('dialog.invalid')}
          </p>
        )}
        <p className="text-xs text-ink-muted">{t('dialog.hint')}</p>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid="offline-count-save">
          {t('dialog.save')}
        </Button>
      </div>
    </form>
  );
}
