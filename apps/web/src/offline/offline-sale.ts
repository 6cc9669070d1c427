import {
  type PaymentMethod,
  type Sale,
  type SaleCreateRequest,
  offlineSaleReference,
  saleTotals,
  subtotalMinor,
  unitsRequested,
} from '@assist/domain';
import type { LocalDb, LocalSale, LocalSaleItem } from './local-db';
import { enqueueSale } from './sync-queue';

export interface OfflineSaleLine {
  inventoryId: number;
  productId: number;
  productName: string;
  quantity: number;
  unitType: 'unit' | 'box';
  unitsPerBox: number;
  unitPrice: string;
  totalPrice: string;
}

export interface OfflineSaleInput {
  /** The checkout's client id: kept when an online try got no answer, so the server stores it once. */
  clientSaleId: string;
  /** The reference the till showed (SALE-...); the offline page's sales are named OFFLINE-<timestamp>. */
  saleId?: string;
  /** One per lot a cart line takes from (cart-lines.ts saleParts). */
  lines: readonly OfflineSaleLine[];
  paymentMethod: PaymentMethod;
  taxRate: number;
  source: LocalSale['source'];
  now?: number;
}

/**
 * A sale made without the server (DESIGN §5): the till's reference or OFFLINE-<timestamp>, status pending_sync,
 * the moment it happened (soldAt), prices and totals as the till showed them, and the request the
 * queue will send: `POST /api/sales` with clientSaleId, offline: true, saleId and soldAt.
 * The server prices it from its lots when it syncs (their prices may have changed meanwhile).
 */
export function buildOfflineSale(input: OfflineSaleInput): {
  sale: LocalSale;
  items: Omit<LocalSaleItem, 'id'>[];
  request: SaleCreateRequest;
} {
  const now = input.now ?? Date.now();
  const saleId = input.saleId ?? offlineSaleReference(now);
  const soldAt = new Date(now).toISOString();
  const totals = saleTotals(subtotalMinor(input.lines), input.taxRate);
  const sale: LocalSale = {
    clientSaleId: input.clientSaleId,
    saleId,
    soldAt,
    createdAt: now,
    status: 'pending_sync',
    paymentMethod: input.paymentMethod,
    taxRate: input.taxRate,
    ...totals,
    source: input.source,
  };
  const items = input.lines.map((line) => ({
    saleId,
    clientSaleId: input.clientSaleId,
    inventoryId: line.inventoryId,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    unitType: line.unitType,
    units: unitsRequested(line),
    unitPrice: line.unitPrice,
    totalPrice: line.totalPrice,
  }));
  const request: SaleCreateRequest = {
    clientSaleId: input.clientSaleId,
    items: input.lines.map(({ inventoryId, quantity, unitType }) => ({ inventoryId, quantity, unitType })),
    paymentMethod: input.paymentMethod,
    taxRate: input.taxRate,
    saleId,
    offline: true,
    soldAt,
  };
  return { sale, items, request };
}

/** Stores the sale and queues it; answers it shaped as a sale for the receipt. */
export async function recordOfflineSale(db: LocalDb, input: OfflineSaleInput): Promise<Sale> {
  const { sale, items, request } = buildOfflineSale(input);
  await enqueueSale(db, sale, items, request);
  return receiptSaleOf(sale, items);
}

/** A local sale in the shape the receipt prints (no server ids yet: lines are numbered 1, 2, ...). */
export function receiptSaleOf(sale: LocalSale, items: readonly Omit<LocalSaleItem, 'id'>[]): Sale {
  return {
    id: sale.serverId ?? 0,
    saleId: sale.serverSaleId ?? sale.saleId,
    clientSaleId: sale.clientSaleId,
    createdAt: new Date(sale.createdAt).toISOString(),
    soldAt: sale.soldAt,
    paymentMethod: sale.paymentMethod,
    status: 'completed',
    subtotal: sale.subtotal,
    taxRate: sale.taxRate.toFixed(2),
    tax: sale.tax,
    total: sale.total,
    offline: true,
    customerName: null,
    itemCount: items.length,
    items: items.map((item, index) => ({
      id: index + 1,
      inventoryId: item.inventoryId,
      productId: item.productId,
      productName: item.productName,
      barcode: null,
      quantity: item.quantity,
      unitType: item.unitType,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      returnedQuantity: 0,
      inventory: { product: { name: item.productName } },
    })),
    discrepancies: sale.discrepancies ?? [],
    returnedTotal: '0.00',
    netTotal: sale.total,
    returns: [],
  };
}
