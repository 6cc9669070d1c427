import { z } from 'zod';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { PeriodQuery } from '../dashboard/contracts.js';
import { marketplaceCategories } from './categories.js';
import { marketplaceMessages as m } from './messages.js';

const Description = SafeMultilineString()
  .trim()
  .max(1000)
  .nullish()
  .transform((value) => value || null);

const Name = SafeString({ error: m.nameTooShort }).trim().min(2, m.nameTooShort).max(120);

/**
 * `POST /api/marketplace/create` (spec part 2 §7): every field optional; an empty body (`{}`: the
 * route needs a JSON object, as every route with a body) creates the
 * supplier's marketplace when it has none (named after the business) and answers the existing one
 * otherwise (200). With a name, a supplier that has one already gets 409 marketplace_exists.
 * businessCategory always follows the supplier type (a sent one is ignored); requiresApproval
 * defaults to true, or false while the superadmin's autoApproveMarketplace setting is on.
 */
export const MarketplaceCreateRequest = z.object({
  name: Name.optional(),
  description: Description,
  requiresApproval: z.boolean().optional(),
});
export type MarketplaceCreateRequest = z.input<typeof MarketplaceCreateRequest>;
export type MarketplaceCreateValues = z.output<typeof MarketplaceCreateRequest>;

/** `PATCH /api/marketplace/settings/{id}`: any of the switches (and the name or description). */
export const MarketplaceSettingsRequest = z.object({
  hidePrices: z.boolean().optional(),
  requiresApproval: z.boolean().optional(),
  isActive: z.boolean().optional(),
  name: Name.optional(),
  description: Description.optional(),
});
export type MarketplaceSettingsRequest = z.input<typeof MarketplaceSettingsRequest>;
export type MarketplaceSettingsValues = z.output<typeof MarketplaceSettingsRequest>;

/**
 * The supplier's marketplace with real counts: activeRetailers = approved join requests,
 * totalOrders = purchase requests received (any status), approvedOrders = approved ones,
 * totalBroadcasts = broadcasts sent, pending* = waiting for the supplier.
 */
export const Marketplace = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  businessCategory: z.enum(marketplaceCategories),
  requiresApproval: z.boolean(),
  hidePrices: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  activeRetailers: z.number(),
  totalOrders: z.number(),
  approvedOrders: z.number(),
  totalBroadcasts: z.number(),
  pendingJoinRequests: z.number(),
  pendingPurchaseRequests: z.number(),
});
export type Marketplace = z.infer<typeof Marketplace>;
/** `GET /api/marketplace/my-marketplaces` (a supplier has at most one). */
export const MarketplaceList = z.array(Marketplace);

/** `POST /api/marketplace/broadcast`: title and message, both required after trimming. */
export const BroadcastRequest = z.object({
  title: SafeString({ error: m.broadcastRequired }).trim().min(1, m.broadcastRequired).max(200),
  message: SafeMultilineString({ error: m.broadcastRequired }).trim().min(1, m.broadcastRequired).max(2000),
});
export type BroadcastRequest = z.input<typeof BroadcastRequest>;

/** A broadcast sent: recipients = retailers with approved access (one notification each). */
export const Broadcast = z.object({
  id: z.number(),
  marketplaceId: z.number().nullable(),
  title: z.string(),
  message: z.string(),
  recipients: z.number(),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof Broadcast>;
/** `GET /api/marketplace/broadcasts`: the supplier's sent broadcasts, newest first. */
export const BroadcastList = z.array(Broadcast);

/** `GET /api/marketplace/activity?fromDate&toDate`: the dashboard's period (default the last 30 days). */
export const MarketplaceActivityQuery = PeriodQuery;
export type MarketplaceActivityQuery = PeriodQuery;

/**
 * The supplier dashboard's marketplace card: requests waiting now (join + purchase), purchase
 * requests approved in the period (days of the business's time zone, as the dashboard), their
 * amount, and what retailers owe the supplier now (transfer balances netted per partner).
 */
export const MarketplaceActivity = z.object({
  hasMarketplace: z.boolean(),
  pendingJoinRequests: z.number(),
  pendingPurchaseRequests: z.number(),
  requestsWaiting: z.number(),
  ordersApproved: z.number(),
  ordersApprovedAmount: z.string(),
  owedByRetailers: z.string(),
  retailersOwing: z.number(),
  dateRange: z.object({ from: z.string(), to: z.string() }),
});
export type MarketplaceActivity = z.infer<typeof MarketplaceActivity>;
