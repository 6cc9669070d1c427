import {
  type CartDraft,
  type PaymentMethod,
  type PosProduct,
  type Sale,
  type UnitType,
  saleTotals,
  subtotalMinor,
} from '@assist/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../i18n/error-text';
import { isOnline, reportNetworkFailure } from '../../lib/connectivity';
import { isUnreachable } from '../../lib/api';
import { currentLocalDb } from '../../offline/local-session';
import { recordOfflineSale } from '../../offline/offline-sale';
import { useCheckout, useDeleteCartDraft } from './api';
import {
  type PosCartLine,
  addLine,
  cartKey,
  linesFromDraft,
  planCart,
  saleItemsOf,
  saleParts,
  setLineQuantity,
  switchLineUnit,
  withCurrentStock,
  withLotStock,
} from './cart-lines';
import type { PosCatalog } from './catalog';
import { checkoutFailure } from './checkout-failure';
import { preferences, usePreference } from './preferences';
import { attemptFor, freshAttempt, saleNumber } from './sale-attempt';
import { parseTaxRate } from './tax-rate';
import { useBusinessDay } from '../auth/use-business-day';

/**
 * The sale in progress: its lines (the domain's cart rules), tax rate, payment method, the held
 * cart it came from, and checkout with one client id per attempt (see sale-attempt.ts). Without
 * the server (offline, or a checkout that got no answer) the sale is made offline: stored and
 * queued locally, `onCompleted(sale, true)` (docs/decisions/2026-11-22-offline-selling.md).
 * `catalog` is null until the preload arrives; each new preload refreshes the lines' stock.
 */
export function useSale(catalog: PosCatalog | null, onCompleted: (sale: Sale, offline: boolean) => void) {
  const { t } = useTranslation(['pos', 'offline', 'recalls']);
  const [lines, setLines] = useState<PosCartLine[]>([]);
  const [stockFrom, setStockFrom] = useState(catalog);
  if (catalog && stockFrom !== catalog) {
    setStockFrom(catalog);
    setLines((current) => withCurrentStock(current, catalog));
  }
  const [taxText, setTaxText] = usePreference(preferences.taxRate);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const [attempt, setAttempt] = useState(() => freshAttempt());
  const [loadedDraft, setLoadedDraft] = useState<CartDraft | null>(null);
  const checkoutCall = useCheckout();
  const businessDay = useBusinessDay();
  const deleteDraft = useDeleteCartDraft();
  const [savingOffline, setSavingOffline] = useState(false);

  const taxRate = parseTaxRate(taxText);
  const today = businessDay.today();
  // Each line split into what it takes from which lot, earliest expiry first (cart-lines.ts).
  const shown = planCart(lines, today);
  const totals = saleTotals(subtotalMinor(shown), taxRate ?? 0);
  const short = new Set(shown.flatMap((line, index) => (line.short ? [index] : [])));
  const pending = checkoutCall.isPending || savingOffline;
  // While a checkout is on its way the cart stays as sent; a success empties it.
  const edit = (change: (current: PosCartLine[]) => PosCartLine[]) => {
    if (!pending) setLines(change);
  };

  const clear = () => {
    edit(() => []);
    setLoadedDraft(null);
  };

  const loadDraft = (draft: CartDraft) => {
    if (!catalog || pending) return;
    const { lines: restored, missing } = linesFromDraft(draft, catalog);
    setLines(restored);
    setLoadedDraft(draft);
    if (missing > 0)
      toast({ title: t('drafts.partlyLoaded'), description: t('drafts.partlyLoadedText', { n: missing }) });
  };

  const checkout = () => {
    if (pending) return;
    if (lines.length === 0) {
      toast({ title: t('toast.noItems'), description: t('toast.emptyCart'), variant: 'destructive' });
      return;
    }
    if (taxRate === null) {
      toast({ title: t('toast.checkTax'), description: t('sale.taxRange'), variant: 'destructive' });
      return;
    }
    if (short.size > 0) {
      toast({ title: t('toast.insufficient'), description: t('toast.fixShortLines'), variant: 'destructive' });
      return;
    }
    const next = attemptFor(attempt, cartKey(shown, paymentMethod, taxRate));
    setAttempt(next);
    const draft = loadedDraft;
    const completed = (sale: Sale, offline: boolean) => {
      setLines([]);
      setAttempt(freshAttempt());
      setPaymentMethod('cash');
      setLoadedDraft(null);
      // A held cart is on the server: offline it stays there, to be deleted by hand.
      if (draft && !offline) deleteDraft.mutate(draft.id);
      onCompleted(sale, offline);
    };
    /*
     * No server: the sale is stored and queued under the same client id, so if the online try
     * did reach the server after all, the sync answers that sale instead of storing a second.
     */
    const sellOffline = async () => {
      setSavingOffline(true);
      try {
        const db = currentLocalDb();
        if (!db) throw new Error('No local database');
        const sale = await recordOfflineSale(db, {
          clientSaleId: next.clientSaleId,
          saleId: next.reference,
          lines: saleParts(shown),
          paymentMethod,
          taxRate,
          source: 'pos',
        });
        completed(sale, true);
      } catch {
        toast({
          title: t('offline:toast.saleFailed'),
          description: t('offline:toast.saleFailedText'),
          variant: 'destructive',
        });
      } finally {
        setSavingOffline(false);
      }
    };
    if (!isOnline()) {
      void sellOffline();
      return;
    }
    checkoutCall.mutate(
      { clientSaleId: next.clientSaleId, saleId: next.reference, items: saleItemsOf(shown), paymentMethod, taxRate },
      {
        onSuccess: (sale) => completed(sale, false),
        onError: (error) => {
          if (isUnreachable(error)) {
            reportNetworkFailure();
            void sellOffline();
            return;
          }
          const failure = checkoutFailure(error);
          if (failure.kind === 'insufficient') {
            // Another till took from the lot: the lines plan again from what is left (and from
            // the fresh preload the checkout asks for); the cashier checks and checks out again.
            const after = withLotStock(lines, failure.inventoryId, failure.availableUnits);
            const covered = planCart(after, today).every((line) => !line.short);
            setLines(after);
            toast({
              title: t(covered ? 'toast.replanned' : 'toast.insufficient'),
              description: t(covered ? 'toast.replannedText' : 'toast.insufficientText', {
                n: failure.availableUnits,
                count: failure.availableUnits,
                product: failure.productName,
              }),
              variant: 'destructive',
            });
          } else if (failure.kind === 'expired') {
            setLines((current) => withLotStock(current, failure.inventoryId, 0));
            toast({
              title: t('toast.expired'),
              description: t('toast.expiredText', { product: failure.productName, date: failure.expiryDate }),
              variant: 'destructive',
            });
          } else if (failure.kind === 'recalled') {
            // The batch was recalled after it went into the cart: its line can no longer sell.
            setLines((current) => withLotStock(current, failure.inventoryId, 0));
            toast({ title: t('recalls:till.refused'), description: errorText(error, t, ''), variant: 'destructive' });
          } else {
            const fallback = failure.kind === 'network' ? t('toast.saleNetwork') : t('toast.saleFailedText');
            toast({ title: t('toast.saleFailed'), description: errorText(error, t, fallback), variant: 'destructive' });
          }
        },
      },
    );
  };

  return {
    lines: shown,
    short,
    totals,
    taxText,
    taxRate,
    paymentMethod,
    loadedDraft,
    pending,
    saleNumber: saleNumber(attempt),
    setTaxText,
    setPaymentMethod,
    /** One box or unit of the product: from the lot `pinnedLot` only, or (null) earliest expiry first. */
    add: (product: PosProduct, pinnedLot: number | null, unitType: UnitType) =>
      edit((current) => addLine(current, product, pinnedLot, 1, unitType)),
    setQuantity: (index: number, quantity: number) => edit((current) => setLineQuantity(current, index, quantity)),
    switchUnit: (index: number, unitType: UnitType) =>
      edit((current) => switchLineUnit(current, index, unitType, today)),
    remove: (index: number) => edit((current) => setLineQuantity(current, index, 0)),
    clear,
    /** After Hold Sale: the cart is kept on the server, the till starts over. */
    reset: () => {
      setLines([]);
      setLoadedDraft(null);
    },
    loadDraft,
    checkout,
  };
}

export type SaleState = ReturnType<typeof useSale>;
