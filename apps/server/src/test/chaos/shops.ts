import type { ChaosOwner } from './seed.js';
import { CHAOS_PASSWORD } from './seed.js';
import { Till, type TillCounters } from './till.js';

/** A product of a shop as the clients know it (its receipts name it by barcode). */
export interface ShopProduct {
  productId: number;
  name: string;
  barcode: string;
  unitsPerBox: number;
}

/** A shop the clients trade in: its owner, supplier, products, the lots they know, its partner shop. */
export interface Shop {
  owner: ChaosOwner;
  supplierId: number;
  partnerEmail: string;
  products: ShopProduct[];
  lots: number[];
}

/** A calendar date `days` from today, YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const answered = (outcome: Awaited<ReturnType<Till['send']>>, status: number, what: string) => {
  if (outcome.kind !== 'answered' || outcome.status !== status)
    throw new Error(
      `${what}: ${outcome.kind === 'answered' ? `${outcome.status} ${JSON.stringify(outcome.body)}` : 'lost'}`,
    );
  return outcome.body as Record<string, unknown>;
};

/** Stocks a shop through the API: a supplier, `products` products of one lot each (`boxes` boxes of 10). */
export async function stockShop(
  baseUrl: string,
  owner: ChaosOwner,
  partner: ChaosOwner,
  products: number,
  boxes: number,
  counters: TillCounters,
): Promise<Shop> {
  const till = new Till(baseUrl, owner.email, CHAOS_PASSWORD, counters);
  await till.signIn();
  const supplier = answered(
    await till.send('POST', '/api/suppliers', { name: 'Chaos Supply', contact: 'Sami', phone: '+964 780 1' }, 'once'),
    201,
    'supplier',
  );
  const supplierId = Number(supplier.id);
  const shop: Shop = { owner, supplierId, partnerEmail: partner.email, products: [], lots: [] };
  for (let n = 0; n < products; n += 1) {
    const product = {
      name: `Chaos product ${n}`,
      barcode: `68${String(owner.id).padStart(6, '0')}${String(n).padStart(4, '0')}`,
      unitsPerBox: 10,
    };
    const added = answered(
      await till.send(
        'POST',
        '/api/inventory/add-product',
        receiptBody(shop, product, boxes, 365, `SEED-${n}`),
        'once',
      ),
      200,
      'add-product',
    );
    shop.products.push({ ...product, productId: Number(added.productId) });
    shop.lots.push(Number(added.inventoryId));
  }
  return shop;
}

/** An Add New Products row receiving `boxes` boxes of a known product, expiring in `days` days. */
export function receiptBody(
  shop: Pick<Shop, 'supplierId'>,
  product: Omit<ShopProduct, 'productId'>,
  boxes: number,
  days: number,
  orderId: string,
) {
  return {
    productName: product.name,
    barcode: product.barcode,
    category: 'medications',
    supplierId: shop.supplierId,
    orderId,
    quantity: boxes,
    unitsPerBox: product.unitsPerBox,
    costPrice: 4.5,
    retailPrice: 7.25,
    expiryDate: dayFromToday(days),
  };
}
