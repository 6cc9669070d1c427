import { useTranslation } from 'react-i18next';

/** The inventory list's "Recalled only" switch (a checkbox: its state is read out as checked). */
export function RecalledFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('recalls');
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm font-medium sm:pb-2">
      <input
        type="checkbox"
        className="size-4 accent-danger"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="inventory-recalled-filter"
      />
      {t('inventory.filter')}
    </label>
  );
}

/** The Recalled filter found nothing: no recalled stock on hand. */
export function NoRecalledStock() {
  const { t } = useTranslation('recalls');
  return (
    <p className="p-8 text-center text-ink-muted" data-testid="inventory-no-recalled">
      {t('inventory.none')}
    </p>
  );
}
