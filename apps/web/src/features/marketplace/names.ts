import type { BrowseMarketplace, PurchaseRequest } from '@assist/domain';

/** The supplier's business name, or its marketplace's name when the business has none set. */
export function supplierOf(marketplace: BrowseMarketplace): string {
  return marketplace.supplier.businessName ?? marketplace.marketplaceName;
}

/** The supplier a purchase request went to, by business name (else its marketplace's name). */
export function supplierOfRequest(request: PurchaseRequest): string {
  return request.supplier.businessName ?? request.supplier.email ?? request.marketplaceName;
}
