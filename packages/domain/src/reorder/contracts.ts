import { z } from 'zod';
import { reorderMessages } from './messages.js';
export { reorderMessages } from './messages.js';

const m = reorderMessages;

const days = (min: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(365, message);

/**
 * `GET /api/reorder?windowDays=28&coverDays=30&leadDays=3`: each optional. Absent, the window is
 * 28 days, the cover the shop's setting (users.reorder_cover_days), the lead time each product's
 * last supplier's (suppliers.lead_days, 3 without a supplier); given, it applies to every line.
 */
export const ReorderQuery = z.object({
  windowDays: days(1, m.windowDays).optional(),
  coverDays: days(1, m.coverDays).optional(),
  leadDays: days(0, m.leadDays).optional(),
});
export type ReorderQuery = z.infer<typeof ReorderQuery>;

/**
 * One suggestion (issue 31's fields, then what the page shows beside them). Money is a decimal
 * string in the shop's currency (lastCostPerBox, estimatedCost) or the marketplace supplier's
 * (marketplaceBoxPrice, marketplaceCurrency; null when that supplier hides prices).
 */
export const ReorderItem = z.object({
  productId: z.number(),
  productName: z.string(),
  barcode: z.string(),
  unitsPerBox: z.number(),
  averageDailyUnits: z.number(),
  unitsOnHand: z.number(),
  daysOfCover: z.number().nullable(),
  suggestedBoxes: z.number(),
  lastCostPerBox: z.string().nullable(),
  estimatedCost: z.string().nullable(),
  supplierId: z.number().nullable(),
  marketplaceSupplierId: z.number().nullable(),
  onShortageList: z.boolean(),
  requested: z.boolean(),
  category: z.string(),
  supplierName: z.string().nullable(),
  leadDays: z.number(),
  requestedUnits: z.number(),
  marketplaceSupplierName: z.string().nullable(),
  marketplaceBoxPrice: z.string().nullable(),
  marketplaceCurrency: z.string().nullable(),
  marketplaceUnitsPerBox: z.number().nullable(),
  marketplaceAvailableUnits: z.number().nullable(),
});
export type ReorderItem = z.infer<typeof ReorderItem>;

/** The answer of `GET /api/reorder`, sorted by days of cover (least first; products that do not sell last). */
export const ReorderResponse = z.object({
  windowDays: z.number(),
  coverDays: z.number(),
  items: z.array(ReorderItem),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;

/** `GET|PUT /api/reorder/settings` (Settings, the owner): the days of sales the suggestion covers. */
export const ReorderSettings = z.object({
  reorderCoverDays: z.number({ error: m.coverDays }).int(m.coverDays).min(1, m.coverDays).max(365, m.coverDays),
});
export type ReorderSettings = z.infer<typeof ReorderSettings>;
