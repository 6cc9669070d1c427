import type { Sale } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { loadReceipt, receiptStorageKey, saveReceipt, withSyncedReference } from './last-receipt';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const sale: Sale = {
  id: 5,
  saleId: 'SALE-MF3K2Q1A-7XQ2',
  clientSaleId: '1a2b3c4d-0000-4000-8000-000000000000',
  createdAt: '2026-01-01T10:00:00.000Z',
  soldAt: '2026-01-01T10:00:00.000Z',
  paymentMethod: 'card',
  status: 'completed',
  subtotal: '25.00',
  taxRate: '8.00',
  tax: '2.00',
  total: '27.00',
  offline: false,
  customerName: null,
  itemCount: 1,
  items: [
    {
      id: 9,
      inventoryId: 3,
      productId: 2,
      productName: 'Cetirizine 10mg',
      barcode: 'CET10',
      quantity: 2,
      unitType: 'box',
      unitPrice: '12.50',
      totalPrice: '25.00',
      returnedQuantity: 0,
      inventory: { product: { name: 'Cetirizine 10mg' } },
    },
  ],
  discrepancies: [],
  returnedTotal: '0.00',
  netTotal: '27.00',
  returns: [],
};

describe('last receipt', () => {
  it('is kept per person and read back', () => {
    const storage = memoryStorage();
    saveReceipt(storage, receiptStorageKey(1), { sale, businessName: 'Demo Pharmacy' });
    expect(loadReceipt(storage, receiptStorageKey(1))).toEqual({ sale, businessName: 'Demo Pharmacy' });
    expect(loadReceipt(storage, receiptStorageKey(2))).toBeNull();
  });

  it('reads a receipt kept before sales carried their returns as a sale with none', () => {
    const storage = memoryStorage();
    const older: Record<string, unknown> = { ...sale };
    for (const key of ['returnedTotal', 'netTotal', 'returns']) delete older[key];
    storage.setItem('k', JSON.stringify({ sale: older, businessName: null }));
    expect(loadReceipt(storage, 'k')).toEqual({ sale, businessName: null });
  });

  it('is null when what is stored is not a sale', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{"sale":{"id":"x"}}');
    expect(loadReceipt(storage, 'k')).toBeNull();
    storage.setItem('k', 'not json');
    expect(loadReceipt(storage, 'k')).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveReceipt(full, 'k', { sale, businessName: null })).not.toThrow();
  });
});

describe('withSyncedReference', () => {
  const offlineReceipt = {
    sale: { ...sale, id: 0, saleId: 'OFFLINE-1795300000000', offline: true },
    businessName: 'Al Shifa Pharmacy',
    pendingSync: true,
  };
  const salesWith = (record: {
    status: 'pending_sync' | 'synced' | 'failed';
    serverId?: number;
    serverSaleId?: string;
  }) => ({
    get: async (clientSaleId: string) => (clientSaleId === sale.clientSaleId ? record : undefined),
  });

  it('shows the reference the server keeps once the sale is synced, without the pending line', async () => {
    const synced = await withSyncedReference(
      offlineReceipt,
      salesWith({ status: 'synced', serverId: 41, serverSaleId: 'SALE-MF3K2Q1A-7XQ2' }),
    );
    expect(synced.sale.saleId).toBe('SALE-MF3K2Q1A-7XQ2');
    expect(synced.sale.id).toBe(41);
    expect(synced.pendingSync).toBeUndefined();
    expect(synced.sale.total).toBe(offlineReceipt.sale.total);
  });

  it('leaves a receipt whose sale still waits, or failed, or is unknown on this device', async () => {
    for (const record of [{ status: 'pending_sync' as const }, { status: 'failed' as const }]) {
      expect(await withSyncedReference(offlineReceipt, salesWith(record))).toBe(offlineReceipt);
    }
    const unknown = { get: async () => undefined };
    expect(await withSyncedReference(offlineReceipt, unknown)).toBe(offlineReceipt);
  });

  it('leaves a receipt the server answered at checkout as it is', async () => {
    const online = { sale, businessName: null };
    expect(await withSyncedReference(online, salesWith({ status: 'synced', serverSaleId: 'X' }))).toBe(online);
  });
});
