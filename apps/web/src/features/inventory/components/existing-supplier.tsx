import { type Supplier, SupplierExistsResponse } from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { useSuppliers } from '../api';

type Existing = SupplierExistsResponse['supplier'];

/**
 * The tenant's supplier an Add Supplier answer (409 supplier_exists) names: "MedSupply Co" typed,
 * "MedSupply Co." known. `take(error)` keeps it and says whether the error was that one.
 */
export function useExistingSupplier() {
  const [existing, setExisting] = useState<Existing | null>(null);
  const take = (error: unknown): boolean => {
    const parsed =
      error instanceof ApiError && error.status === 409 ? SupplierExistsResponse.safeParse(error.body) : null;
    setExisting(parsed?.success ? parsed.data.supplier : null);
    return Boolean(parsed?.success);
  };
  return { existing, take, clear: () => setExisting(null) };
}

/** Beside the name: "You already have the supplier “MedSupply Co.”" and a button to use it instead. */
export function ExistingSupplierHint({ existing, onUse }: { existing: Existing; onUse: (supplier: Supplier) => void }) {
  const { t } = useTranslation('inventory');
  const suppliers = useSuppliers();
  const use = () => {
    const known = suppliers.data?.find((s) => s.id === existing.id);
    onUse(
      known ?? {
        ...existing,
        contact: '',
        phone: '',
        email: null,
        address: null,
        leadDays: 3,
        outstandingBalance: '0.00',
        partnerId: null,
        networkBalances: [],
      },
    );
  };
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft/40 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="supplier-exists"
    >
      <p>{t('supplierExists.text', { name: isolate(existing.name) })}</p>
      <Button variant="outline" size="sm" onClick={use} data-testid="supplier-exists-use">
        {t('supplierExists.use', { name: isolate(existing.name) })}
      </Button>
    </div>
  );
}
