import { type PosProduct, type Sale, saleTotals, subtotalMinor } from '@assist/domain';
import { Plus, ScanBarcode } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { isOnline } from '../../../lib/connectivity';
import { recordOfflineSale } from '../../../offline/offline-sale';
import { syncNow } from '../../../offline/sync-runner';
import { useLocalDb } from '../../../offline/use-local-data';
import { useSignedInUser } from '../../auth/api';
import { useMoney } from '../../../lib/format/use-money';
import { buildCatalog, searchCatalog } from '../../pos/catalog';
import { scanRefusalText } from '../../pos/scan-refusal';
import { resolveScan } from '../../pos/scan-resolve';
import { type PosCartLine, planCart, saleParts } from '../../pos/cart-lines';
import { ReceiptDialog } from '../../pos/components/receipt-dialog';
import type { StoredReceipt } from '../../pos/last-receipt';
import { newSaleId } from '../../pos/sale-attempt';
import { type CartChange, addOne, changeQuantity, changeUnit } from '../offline-cart';
import { useLocalCatalog } from '../use-offline-data';
import { OfflineCart } from './offline-cart-panel';
import { countText } from '../../../i18n/count-text';
import { useBusinessDay } from '../../auth/use-business-day';
import { useTimes } from '../../../lib/format/use-times';

const listLimit = 24;

/**
 * The offline till (spec part 1 §2 "Offline POS", §9): barcode with Enter, the products stored on
 * this device with their stock less unsynced sales, a cart, and "Process Offline Sale": cash,
 * tax 0, saved and queued on this device whatever the connection.
 */
export function OfflineTill() {
  const { t, i18n } = useTranslation('offline');
  const times = useTimes();
  const user = useSignedInUser();
  const money = useMoney();
  const db = useLocalDb();
  const local = useLocalCatalog();
  const catalog = useMemo(() => (local ? buildCatalog(local.products) : null), [local]);
  const [code, setCode] = useState('');
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const [lines, setLines] = useState<PosCartLine[]>([]);
  const [saving, setSaving] = useState(false);
  const [receipt, setReceipt] = useState<StoredReceipt | null>(null);
  const shown = useMemo(
    () => (catalog ? searchCatalog(catalog, deferredFilter, listLimit) : { items: [], total: 0 }),
    [catalog, deferredFilter],
  );
  const today = useBusinessDay().today();
  const shownLines = planCart(lines, today);
  const totals = saleTotals(subtotalMinor(shownLines), 0);

  const apply = (change: CartChange) => {
    if (change.ok) setLines(change.lines);
    else
      toast({
        title: t('toast.insufficient'),
        description: countText(t, 'toast.insufficientText', change.available),
        variant: 'destructive',
      });
  };
  const add = (product: PosProduct, pinnedLot: number | null = null) => apply(addOne(lines, product, today, pinnedLot));

  const scan = () => {
    const text = code.trim();
    if (!text) return;
    try {
      // A GS1 pack code: its product (an expired pack refused), the domain's rule as at the till.
      const resolved = catalog ? resolveScan(catalog, text, today) : { kind: 'missing' as const };
      // The scanned pack's lot is the one sold (and synced); a recalled batch is refused with its reason.
      if (resolved.kind === 'found') add(resolved.product, resolved.pinnedLot);
      else if (resolved.kind === 'refused')
        toast({
          // Found, but not to be sold: the till's own words for a refused pack.
          title: i18n.t('pos:toast.scanRefused'),
          description: scanRefusalText(resolved.code, resolved.params, i18n.t, i18n.language),
          variant: 'destructive',
        });
      else
        toast({
          title: t('toast.notFound'),
          description: t('toast.notFoundText', { code: text }),
          variant: 'destructive',
        });
    } catch {
      toast({ title: t('toast.searchError'), description: t('toast.searchErrorText'), variant: 'destructive' });
    }
    setCode('');
  };

  const process = async () => {
    if (lines.length === 0) {
      toast({ title: t('toast.emptyCart'), description: t('toast.emptyCartText'), variant: 'destructive' });
      return;
    }
    if (!db || saving) return;
    setSaving(true);
    try {
      const sale: Sale = await recordOfflineSale(db, {
        clientSaleId: newSaleId(),
        lines: saleParts(shownLines),
        paymentMethod: 'cash',
        taxRate: 0,
        source: 'offline-page',
      });
      setLines([]);
      setReceipt({ sale, businessName: user.businessName, pendingSync: true });
      toast({
        title: t('toast.saleSaved'),
        description: t('toast.saleSavedText', { saleId: sale.saleId }),
        variant: 'success',
      });
      if (isOnline()) void syncNow();
    } catch {
      toast({ title: t('toast.saleFailed'), description: t('toast.saleFailedText'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="offline-till">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{t('pos.products')}</CardTitle>
          {local?.cachedAt && (
            <p className="text-xs text-ink-muted" data-testid="offline-data-age">
              {t('pos.dataAge', { time: times.moment(new Date(local.cachedAt).toISOString()) })}
            </p>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="offline-barcode">{t('pos.barcode')}</Label>
            <div className="relative">
              <ScanBarcode
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
                aria-hidden="true"
              />
              <Input
                id="offline-barcode"
                className="ps-9"
                dir="ltr"
                value={code}
                placeholder={t('pos.barcodePlaceholder')}
                autoComplete="off"
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  scan();
                }}
                data-testid="offline-barcode"
              />
            </div>
          </div>
          <Input
            type="search"
            value={filter}
            placeholder={t('pos.filter')}
            aria-label={t('pos.filter')}
            onChange={(event) => setFilter(event.target.value)}
            data-testid="offline-filter"
          />
          {local && local.products.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
              {t('pos.noProducts')}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-line" data-testid="offline-products">
              {shown.items.map((product) => {
                // The product's stock: every lot that may still be sold, not only the first.
                const stock = product.sellable ? product.totalAvailableUnits : 0;
                return (
                  <li
                    key={product.id}
                    className="flex items-center gap-3 py-2"
                    data-testid={`offline-product-${product.barcode}`}
                  >
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium" dir="auto">
                        {product.name}
                      </p>
                      <p className="text-xs text-ink-muted">
                        <span dir="ltr">{product.barcode}</span> · {money(product.retailPrice)} ·{' '}
                        <span data-testid="offline-product-stock">{countText(t, 'pos.stock', stock)}</span>
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={stock === 0}
                      onClick={() => add(product)}
                      data-testid={`offline-add-${product.barcode}`}
                    >
                      <Plus className="size-4" aria-hidden="true" />
                      {t('pos.add')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {shown.total > shown.items.length && (
            <p className="text-xs text-ink-muted">
              {t('pos.moreProducts', { shown: shown.items.length, total: shown.total })}
            </p>
          )}
        </CardContent>
      </Card>
      <OfflineCart
        lines={shownLines}
        totals={totals}
        saving={saving}
        onQuantity={(index, quantity) => apply(changeQuantity(lines, index, quantity, today))}
        onUnit={(index, unitType) => apply(changeUnit(lines, index, unitType, today))}
        onProcess={() => void process()}
      />
      <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} onClosed={() => undefined} />
    </div>
  );
}
