import type { Db } from '../../db/client.js';
import { type PurchaseRequestCreateValues, fitsAmount, fromMinor, sum, toMinor, tradeLineMinor } from '@assist/domain';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/notify.js';
import { nameOf, notices } from './notices.js';
import { businessCurrency } from '../transfers/trade-currency.js';
import { sellersStock, unitPriceOf } from './stock.js';
import { visibleMarketplaceOfSupplier } from './visibility.js';
import type { Business } from './business.js';

/**
 * `POST /api/marketplace/purchase-requests`: the retailer orders units of products of a
 * supplier's marketplace it has approved access to (a marketplace it cannot see: 404
 * marketplace_not_found; one it has no approved access to: 404 marketplace_access_required, its
 * stock being nothing the retailer may see yet). Each line names a product the supplier has in live stock
 * (else 409 marketplace_product_unavailable) and at most the units available (409
 * marketplace_quantity_exceeds). Lines keep the product's name, category, packaging and the price
 * per box of the lot that goes first (`box_price`, what approval charges: the price the retailer
 * was shown, or with hidden prices the supplier's price at this moment), in the supplier's currency
 * (the request's); the total is the lines' `tradeLineMinor` sum. The supplier is notified.
 * Nothing is reserved until approval.
 */
export async function createPurchaseRequest(
  db: Db,
  actor: Business,
  input: PurchaseRequestCreateValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const marketplace = await visibleMarketplaceOfSupplier(tx, actor, input.supplierId);
    if (!marketplace) throw notFound('marketplace_not_found');
    if (marketplace.accessStatus !== 'approved') throw notFound('marketplace_access_required');
    const stock = await sellersStock(
      tx,
      [{ supplierId: marketplace.supplierId, marketplaceId: marketplace.marketplaceId, hidePrices: false }],
      { barcodes: input.items.map((item) => item.barcode) },
    );
    const byBarcode = new Map(stock.map((item) => [item.barcode, item]));
    const currency = await businessCurrency(tx, marketplace.supplierId);
    const lines = input.items.map((item) => {
      const product = byBarcode.get(item.barcode);
      if (!product) throw conflict('marketplace_product_unavailable', { barcode: item.barcode });
      if (item.requestedQuantity > product.availableQuantity)
        throw conflict('marketplace_quantity_exceeds', {
          productName: product.productName,
          availableQuantity: product.availableQuantity,
        });
      const boxPrice = product.retailPrice ?? '0.00';
      const total = tradeLineMinor(toMinor(boxPrice), product.unitsPerBox, item.requestedQuantity, currency);
      return { item, product, boxPrice, total };
    });
    const total = sum(lines.map((line) => line.total));
    if (!fitsAmount(total)) throw badRequest('total_too_large');
    const [request] = await tx
      .insert(purchaseRequests)
      .values({
        ownerId: marketplace.supplierId,
        retailerId: actor.ownerId,
        marketplaceId: marketplace.marketplaceId,
        currency,
        totalAmount: fromMinor(total),
        notes: input.notes,
        requestMessage: input.requestMessage,
      })
      .returning({ id: purchaseRequests.id });
    if (!request) throw new Error('purchase request was not created');
    await tx.insert(purchaseRequestItems).values(
      lines.map(({ item, product, boxPrice }) => ({
        purchaseRequestId: request.id,
        productName: product.productName,
        barcode: product.barcode,
        category: product.category,
        requestedQuantity: item.requestedQuantity,
        unitsPerBox: product.unitsPerBox,
        boxPrice,
        unitPrice: unitPriceOf(boxPrice, product.unitsPerBox, currency),
      })),
    );
    await notify(tx, [
      notices.purchaseRequest(marketplace.supplierId, actor.ownerId, nameOf(actor.user), lines.length),
    ]);
    return request.id;
  });
}
