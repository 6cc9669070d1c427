import { type PosProduct, fromMinor, sum, toMinor } from '@assist/domain';
import { useEffect, useState } from 'react';
import { catalogCounts, readCatalog, unsyncedUnitsByLot, withUnsyncedSales } from '../../offline/local-catalog';
import { type LocalSale, type QueueItem, getSetting, settingKeys } from '../../offline/local-db';
import { useLocalQuery } from '../../offline/use-local-data';
import { useBusinessDay } from '../auth/use-business-day';

/** The local catalogue as the offline till sells from it (less unsynced sales), null until read. */
export function useLocalCatalog(): { products: PosProduct[]; cachedAt: number | null } | null {
  const { today } = useBusinessDay();
  return useLocalQuery(
    async (db) => {
      const [{ products, cachedAt }, taken] = await Promise.all([readCatalog(db), unsyncedUnitsByLot(db)]);
      return { products: withUnsyncedSales(products, taken, today()), cachedAt };
    },
    null as { products: PosProduct[]; cachedAt: number | null } | null,
    [],
    { catalogue: true },
  );
}

export interface OfflineStats {
  /** Sales made offline and kept on this device (pending, failed and synced). */
  sales: number;
  revenue: string;
  /** Operations waiting: pending and failed. */
  queue: number;
  products: number;
  lastSyncAt: number | null;
  lastDownloadAt: number | null;
  /** products + lots + suppliers + sales records (spec part 1 §9 storage formula). */
  records: number;
}

const noStats: OfflineStats = {
  sales: 0,
  revenue: '0.00',
  queue: 0,
  products: 0,
  lastSyncAt: null,
  lastDownloadAt: null,
  records: 0,
};

/** The Performance Dashboard's figures, following the local database. */
export function useOfflineStats(): OfflineStats {
  return useLocalQuery(
    async (db) => {
      const [sales, queue, { products, lots }, suppliers, lastSyncAt, lastDownloadAt] = await Promise.all([
        db.sales.toArray(),
        db.syncQueue.count(),
        catalogCounts(db),
        db.suppliers.count(),
        getSetting<number | null>(db, settingKeys.lastSyncAt, null),
        getSetting<number | null>(db, settingKeys.lastDownloadAt, null),
      ]);
      return {
        sales: sales.length,
        revenue: fromMinor(sum(sales.map((sale) => toMinor(sale.total)))),
        queue,
        products,
        lastSyncAt,
        lastDownloadAt,
        records: products + lots + suppliers + sales.length,
      };
    },
    noStats,
    [],
    { catalogue: true },
  );
}

/** Storage used, per the spec: records / 1,000 as a percentage, at most 100. */
export function storagePercent(records: number): number {
  return Math.min(100, Math.round((records / 1000) * 100));
}

/** Whole hours since `at` (the last download); 0 reads "Fresh". */
export function hoursSince(at: number | null, now: number): number | null {
  return at === null ? null : Math.max(0, Math.floor((now - at) / 3_600_000));
}

export interface QueuedOperation {
  item: QueueItem;
  sale: LocalSale | undefined;
}

/** The queue in order, each operation with its sale (reference, time, total) when it is one. */
export function useQueuedOperations(): QueuedOperation[] {
  return useLocalQuery(async (db) => {
    const items = await db.syncQueue.orderBy('seq').toArray();
    const sales = await db.sales.bulkGet(items.map((item) => item.id));
    return items.map((item, index) => ({ item, sale: sales[index] }));
  }, [] as QueuedOperation[]);
}

/** The current time, renewed every `ms` (the dashboard's figures that depend on the clock). */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
