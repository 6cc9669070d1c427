import type { ErrorCode, PosProduct, Sale, UnitType } from '@assist/domain';
import { Receipt } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StorageWarning } from '../../../components/storage-warning';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/use-toast';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useFirstScreenful } from '../../../lib/use-first-screenful';
import { forgetPrefetched } from '../../../lib/first-data';
import { useSignedInUser } from '../../auth/api';
import { useFavorites, usePosPreload } from '../api';
import { unitsInCart } from '../cart-lines';
import { emptyCatalog, searchCatalog } from '../catalog';
import { scanRefusalText } from '../scan-refusal';
import { resolveScan } from '../scan-resolve';
import { errorText } from '../../../i18n/error-text';
import { CartDraftsPanel } from '../components/cart-drafts-panel';
import { ExpiryPickerDialog } from '../components/expiry-picker-dialog';
import { FavoritesPanel } from '../components/favorites-panel';
import { HoldSaleDialog } from '../components/hold-sale-dialog';
import { PhoneSaleSheet } from '../components/phone-sale-sheet';
import { ProductGrid } from '../components/product-grid';
import { ReceiptDialog } from '../components/receipt-dialog';
import { SalePanel } from '../components/sale-panel';
import { ScanBar } from '../components/scan-bar';
import { useGridQuery } from '../use-grid-query';
import { defaultUnitType, needsPicker } from '../expiry-lots';
import { type StoredReceipt, loadReceipt, receiptStorageKey, saveReceipt, withSyncedReference } from '../last-receipt';
import { preferences, usePreference } from '../preferences';
import { useSale } from '../use-sale';
import { useScanLookup } from '../scan-lookup';
import { OfflineBadge } from '../../../offline/components/offline-badge';
import { currentLocalDb } from '../../../offline/local-session';
import { useUnsyncedUnits } from '../../../offline/use-local-data';
import { useTillCatalog } from '../use-till-catalog';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useTillKeyboard } from '../use-till-keyboard';
import { useStableCallback } from '../use-stable-callback';
import { useBusinessDay } from '../../auth/use-business-day';

/** The grid shows this many matches; the search narrows the rest. */
const gridLimit = 60;
/**
 * The products' first frame draws this many tiles (more than a screenful), the rest of the 60 come
 * in a transition right after it: React renders them in slices, yielding to the page (issue 28:
 * the first render of 60 tiles was one long task at load).
 */
const firstFrameTiles = 24;

/** /pos: scan or search, pick the lot, check out, print the receipt (spec part 2 §2 Point of Sale). */
export function PosPage() {
  // Every string set the till's parts use, loaded before its first frame: a part that asked for
  // one later would suspend the page and blank it while the products are already shown.
  const { t, i18n } = useTranslation(['pos', 'offline', 'recalls', 'pos-camera']);
  const user = useSignedInUser();
  const isPhone = useBreakpoint() === 'mobile';
  const preload = usePosPreload();
  // Stock shown is the server's (or the local copy's) less what sales not yet synced took.
  const unsynced = useUnsyncedUnits();
  const { today } = useBusinessDay();
  // Indexed in slices after the till's first paint when large (use-till-catalog.ts).
  const catalog = useTillCatalog(preload.data?.inventory, unsynced, today);
  const favorites = useFavorites();
  useEffect(forgetPrefetched, []);
  const productsStatus = preload.status === 'success' && !catalog ? 'pending' : preload.status;
  // Favorites and products appear in one frame, in place of one loading card as tall as the
  // screen: nothing shown earlier is pushed down as they arrive (issue 28: no jump while loading).
  const productsShown = productsStatus !== 'pending' && !favorites.isPending;
  // The grid and favorites follow in a background render (deferred values: React renders them in
  // slices, yielding to the page between them; an answer's own render is one task, issue 28's long
  // tasks at load). Scans use `catalog` itself, ready the moment it is built.
  const revealed = useDeferredValue(productsShown);
  const gridCatalog = useDeferredValue(catalog);
  const [receipt, setReceipt] = useState<StoredReceipt | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const storageKey = receiptStorageKey(user.id);
  const sale = useSale(catalog, (done: Sale, offline: boolean) => {
    const stored = { sale: done, businessName: user.businessName, ...(offline && { pendingSync: true }) };
    saveReceipt(localStorage, storageKey, stored);
    setSheetOpen(false);
    setReceipt(stored);
  });
  const [query, onQueryChange] = useGridQuery();
  const [mode, setMode] = usePreference(preferences.enterMode);
  const [picking, setPicking] = useState<PosProduct | null>(null);
  const [holding, setHolding] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const focusSearch = () => search.current?.focus();
  useFocusFallback(search, !isPhone);
  const [announcement, setAnnouncement] = useState('');
  // The field is ready for the scanner on arrival (not on phones, where focus would raise the keyboard).
  // In the next frame: focus forces the page's first layout, which would lengthen the render's task.
  useEffect(() => {
    if (isPhone) return;
    const frame = requestAnimationFrame(() => search.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isPhone]);

  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => (gridCatalog ? searchCatalog(gridCatalog, deferredQuery, gridLimit) : { items: [], total: 0 }),
    [gridCatalog, deferredQuery],
  );
  // Until the first frame with products is drawn, only the first screenful of tiles.
  const { shown: tiles, growing } = useFirstScreenful(shown.items, firstFrameTiles, 'till', { revealed });
  const inCart = (inventoryId: number) => unitsInCart(sale.lines, inventoryId);

  const add = (product: PosProduct, pinnedLot: number | null, unitType: UnitType) => {
    sale.add(product, pinnedLot, unitType);
    setPicking(null);
    setAnnouncement(t('toast.added', { name: product.name }));
  };
  /**
   * A tap or scan: one more of the product's earliest-expiry-first line when the cart has one (in
   * its unit type), else the picker when there are several lots to choose from, else straight in.
   */
  const choose = (product: PosProduct) => {
    const lot = product.expiryDates[0];
    const line = sale.lines.findLast((l) => l.productId === product.id && l.pinnedLot === null);
    if (line && product.sellable) add(product, null, line.unitType);
    else if (needsPicker(product) || !lot) setPicking(product);
    else add(product, null, defaultUnitType(product, lot, lot.availableUnits - inCart(lot.inventoryId)));
  };
  // The tiles' tap: one function for the page's life (the tiles are memoized), calling today's choose.
  const chooseTile = useStableCallback(choose);
  const lookUp = useScanLookup();
  /** A GS1 pack's live lot goes in as its own line (the scanned pack is the one sold). */
  const addScanned = (product: PosProduct, pinnedLot: number | null) => {
    const lot = product.expiryDates.find((l) => l.inventoryId === pinnedLot);
    if (!lot) return choose(product);
    add(product, lot.inventoryId, defaultUnitType(product, lot, lot.availableUnits - inCart(lot.inventoryId)));
  };
  const refuse = (text: string) => toast({ title: t('toast.scanRefused'), description: text, variant: 'destructive' });
  const refusal = (code: ErrorCode, params: Readonly<Record<string, unknown>> = {}) =>
    scanRefusalText(code, params, t, i18n.language);
  const scan = (code: string) => {
    // A scan while the products still load: the server answers it (a product, or why not).
    if (!catalog) {
      void lookUp(code).then((answer) => {
        if (answer && 'product' in answer) addScanned(answer.product, answer.product.scannedInventoryId ?? null);
        else if (answer) refuse(errorText(answer.refusal, t, t('toast.notFound')));
        else toast({ title: t('toast.notReady'), description: t('toast.notReadyText'), variant: 'destructive' });
      });
      return;
    }
    const resolved = resolveScan(catalog, code, today());
    if (resolved.kind === 'found') addScanned(resolved.product, resolved.pinnedLot);
    else if (resolved.kind === 'refused') refuse(refusal(resolved.code, resolved.params));
    // Not in this till's copy: the server may have received it a moment ago.
    else
      void lookUp(code).then((answer) => {
        if (answer && 'product' in answer) addScanned(answer.product, answer.product.scannedInventoryId ?? null);
        else if (answer?.refusal.code === 'pack_expired')
          refuse(refusal('pack_expired', { expiryDate: answer.refusal.body.expiryDate }));
        else if (answer) refuse(errorText(answer.refusal, t, t('toast.notFound')));
        else
          toast({ title: t('toast.notFound'), description: t('toast.notFoundText', { code }), variant: 'destructive' });
      });
  };

  /** Enter in the search field with its text, by the chosen mode (spec part 2 §2); true empties the field. */
  const onEnter = useStableCallback((typed: string): boolean => {
    const text = typed.trim();
    if (mode === 'clear') return true;
    if (mode === 'search') {
      // The first product the grid shows for this text: the grid's own when it has caught up, else
      // searched now (a code narrows the grid only once typing pauses: use-grid-query.ts).
      const results =
        deferredQuery === typed ? shown.items : catalog ? searchCatalog(catalog, typed, gridLimit).items : [];
      const first = results.find((product) => product.sellable);
      if (text && first) choose(first);
      return false;
    }
    if (mode === 'checkout' && !text) {
      sale.checkout();
      return false;
    }
    // Scan mode, or a code typed or scanned into the field in checkout mode.
    if (text) scan(text);
    return text !== '';
  });

  /** A scanner's code (keyboard wedge or camera): a scan with the receipt open starts the next sale. */
  const onScan = useStableCallback((code: string) => {
    setReceipt(null);
    scan(code);
  });
  useTillKeyboard({
    onScan,
    onSearch: focusSearch,
    onCheckout: sale.checkout,
    onEnter: () => (mode === 'checkout' ? sale.checkout() : focusSearch()),
  });

  const openLastReceipt = async () => {
    const stored = loadReceipt(localStorage, storageKey);
    if (!stored) {
      toast({ title: t('toast.noReceipt'), description: t('toast.noReceiptText') });
      return;
    }
    const db = currentLocalDb();
    const current = db ? await withSyncedReference(stored, db.sales) : stored;
    if (current !== stored) saveReceipt(localStorage, storageKey, current);
    setReceipt(current);
  };

  const chooseLot = (productId: number) => {
    const product = catalog?.byProductId.get(productId);
    if (product) setPicking(product);
  };
  // Stable for the memoized parts (scan bar, grid, favorites, held sales): adding a line re-renders the sale only.
  // (`setMode` is usePreference's setter, a new function each render, not React's stable setState.)
  const retryProducts = useStableCallback(() => void preload.refetch());
  const favoriteUnavailable = useStableCallback(() =>
    toast({ title: t('toast.notFound'), description: t('toast.notInInventory') }),
  );
  const loadDraft = useStableCallback(sale.loadDraft);
  const panel = <SalePanel sale={sale} onHold={() => setHolding(true)} onChooseLot={chooseLot} />;
  return (
    <div data-testid="pos-page" className={isPhone ? 'pb-20' : undefined}>
      <StorageWarning className="mb-3" />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_25rem]">
        <div className="flex min-w-0 flex-col md:col-start-1">
          <PageHeader
            title={t('title')}
            actions={
              <Button variant="outline" onClick={() => void openLastReceipt()} data-testid="pos-last-receipt">
                <Receipt className="size-4" aria-hidden="true" />
                {t('receipt.last')}
              </Button>
            }
          />
          <div className="-mt-4 mb-2">
            <OfflineBadge />
          </div>
          <ScanBar
            onQueryChange={onQueryChange}
            onEnter={onEnter}
            mode={mode}
            onModeChange={setMode}
            inputRef={search}
            onCameraScan={onScan}
          />
        </div>
        {!isPhone && (
          <Card className="flex flex-col self-start p-4 md:sticky md:top-18 md:col-start-2 md:row-span-2 md:row-start-1 md:max-h-[calc(100dvh-9.5rem)] lg:top-8 lg:max-h-[calc(100dvh-4rem)]">
            {panel}
          </Card>
        )}
        <div className="flex min-w-0 flex-col gap-4 md:col-start-1">
          {revealed && (
            <FavoritesPanel
              catalog={gridCatalog ?? emptyCatalog}
              onChoose={chooseTile}
              onUnavailable={favoriteUnavailable}
            />
          )}
          <ProductGrid
            key={revealed ? 'shown' : 'loading'}
            items={tiles}
            total={shown.total}
            growing={growing}
            query={deferredQuery}
            status={revealed ? productsStatus : 'pending'}
            onRetry={retryProducts}
            onChoose={chooseTile}
          />
          <CartDraftsPanel
            cartHasLines={sale.lines.length > 0}
            loadedDraftId={sale.loadedDraft?.id}
            onLoad={loadDraft}
          />
        </div>
      </div>
      {isPhone && (
        <PhoneSaleSheet
          sale={sale}
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          onHold={() => setHolding(true)}
          onChooseLot={(productId) => {
            setSheetOpen(false);
            chooseLot(productId);
          }}
        />
      )}
      <ExpiryPickerDialog
        product={picking}
        unitsInCart={inCart}
        lines={sale.lines}
        onAdd={add}
        onClose={() => setPicking(null)}
        onClosed={focusSearch}
      />
      <HoldSaleDialog open={holding} onOpenChange={setHolding} sale={sale} onClosed={focusSearch} />
      <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} onClosed={focusSearch} />
      <p className="sr-only" aria-live="polite" data-testid="pos-announcement">
        {announcement}
      </p>
    </div>
  );
}
