import {
  type ReorderItem,
  type ReorderQuery,
  type ReorderResponse,
  addDays,
  dayIn,
  byDaysOfCover,
  defaultLeadDays,
  defaultReorderWindowDays,
  fromMinor,
  multiply,
  reorderFigure,
  toMinor,
} from '@assist/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../platform/session-store.js';
import { type MarketplaceOffer, marketplaceOffers } from './marketplace-offers.js';
import { reorderFacts } from './reorder-facts.js';

/** Whose suggestions: a request's actor, or the assistant's business (its user row). */
export interface ReorderSubject {
  ownerId: number;
  user: Pick<
    UserRow,
    'timeZone' | 'reorderCoverDays' | 'userType' | 'businessName' | 'email' | 'retailerType' | 'supplierType'
  >;
}

/**
 * `GET /api/reorder`: a suggestion for every product sold in the window (the last `windowDays`
 * of the shop's own days, today included) or on the open shortage notebook, by the domain's
 * reorderFigure, sorted by days of cover. The cover is the query's or the shop's setting; the lead
 * time the query's or the last supplier's. The marketplace supplier shown is the one the product
 * was last bought from when it holds it, else the one holding the most units.
 */
export async function listReorder(
  db: Db,
  actor: ReorderSubject,
  query: ReorderQuery,
  now = new Date(),
): Promise<ReorderResponse> {
  const today = dayIn(now, actor.user.timeZone);
  const windowDays = query.windowDays ?? defaultReorderWindowDays;
  const coverDays = query.coverDays ?? actor.user.reorderCoverDays;
  const facts = await reorderFacts(db, actor.ownerId, addDays(today, -(windowDays - 1)), today);
  const offers = await marketplaceOffers(
    db,
    { ownerId: actor.ownerId, user: actor.user, userType: actor.user.userType },
    facts.map((f) => f.barcode),
  );
  const offersByBarcode = new Map<string, MarketplaceOffer[]>();
  for (const offer of offers)
    offersByBarcode.set(offer.barcode, [...(offersByBarcode.get(offer.barcode) ?? []), offer]);
  const items = facts.map((f): ReorderItem => {
    const leadDays = query.leadDays ?? f.leadDays ?? defaultLeadDays;
    const figure = reorderFigure({ ...f, windowDays, coverDays, leadDays, today });
    const offer = bestOffer(offersByBarcode.get(f.barcode) ?? [], f.supplierLinkedOwnerId);
    const estimated =
      f.lastCostPerBox === null ? null : fromMinor(multiply(toMinor(f.lastCostPerBox), figure.suggestedBoxes));
    return {
      productId: f.productId,
      productName: f.productName,
      barcode: f.barcode,
      unitsPerBox: f.unitsPerBox,
      ...figure,
      lastCostPerBox: f.lastCostPerBox,
      estimatedCost: estimated,
      supplierId: f.supplierId,
      marketplaceSupplierId: offer?.supplierId ?? null,
      onShortageList: f.onShortageList,
      requested: f.requestedUnits > 0,
      category: f.category,
      supplierName: f.supplierName,
      leadDays,
      requestedUnits: f.requestedUnits,
      marketplaceSupplierName: offer?.supplierName ?? null,
      marketplaceBoxPrice: offer?.boxPrice ?? null,
      marketplaceCurrency: offer?.currency ?? null,
      marketplaceUnitsPerBox: offer?.unitsPerBox ?? null,
      marketplaceAvailableUnits: offer?.availableUnits ?? null,
    };
  });
  return { windowDays, coverDays, items: items.sort(byDaysOfCover) };
}

/** The last seller's offer when it holds the product, else the one holding the most units. */
function bestOffer(holding: MarketplaceOffer[], lastSeller: number | null): MarketplaceOffer | null {
  return (
    holding.find((o) => o.supplierId === lastSeller) ??
    holding.sort((a, b) => b.availableUnits - a.availableUnits)[0] ??
    null
  );
}
