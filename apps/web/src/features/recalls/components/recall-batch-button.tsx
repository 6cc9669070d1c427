import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSignedInUser } from '../../auth/api';

interface Lot {
  expiryDate: string;
  product: { name: string; barcode: string };
  /** The maker's batch, when the lot has one (lane batches adds it to every inventory answer). */
  batchNumber?: string | null;
}

/** The path of the Recalls page with its form filled from a lot. */
export function recallPathFor(lot: Lot): string {
  const params = new URLSearchParams({
    barcode: lot.product.barcode,
    batch: lot.batchNumber ?? '',
    expiry: lot.expiryDate,
  });
  return `/recalls?${params.toString()}`;
}

/** A lot's "Recall this batch": the Recalls page's form, filled with its product, batch and expiry. */
export function RecallBatchButton({ lot, className }: { lot: Lot; className?: string }) {
  const { t } = useTranslation('recalls');
  const { capabilities } = useSignedInUser();
  if (!capabilities.includes('recalls')) return null;
  const label = t('inventory.recallBatch');
  return (
    <Link
      to={recallPathFor(lot)}
      className={cn(buttonClass('ghost', 'icon'), 'text-danger hover:bg-danger-soft', className)}
      title={label}
      aria-label={`${label}: ${lot.product.name}`}
      data-testid="row-recall"
    >
      <ShieldAlert className="size-4" aria-hidden="true" />
    </Link>
  );
}
