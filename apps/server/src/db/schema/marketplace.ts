import { type RecallNoticeDetails, notificationKinds } from '@assist/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, ownerId, updatedAt } from './columns.js';
import { transfers } from './transfers.js';
import { users } from './users.js';

/**
 * A supplier's marketplace (one is created for a supplier with none). owner_id is the supplier.
 * business_category follows the supplier type: pharmaceutical suppliers serve pharmacies, general
 * suppliers general stores.
 */
export const marketplaceCategories = ['pharmaceutical', 'general'] as const;
export const marketplaces = pgTable(
  'marketplaces',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    description: text('description'),
    businessCategory: text('business_category', { enum: marketplaceCategories }).notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    hidePrices: boolean('hide_prices').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('marketplaces_owner_idx').on(t.ownerId, t.id),
    index('marketplaces_category_idx').on(t.businessCategory, t.isActive),
    check('marketplaces_category_check', sql`${t.businessCategory} in (${inList(marketplaceCategories)})`),
  ],
);

export const requestStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * A retailer's request to see a marketplace (the join request); approved means access. owner_id is
 * the supplier who reviews it, retailer_id the business asking. One per retailer and marketplace.
 */
export const marketplaceAccess = pgTable(
  'marketplace_access',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    marketplaceId: integer('marketplace_id')
      .notNull()
      .references(() => marketplaces.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    requestMessage: text('request_message'),
    responseMessage: text('response_message'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('marketplace_access_marketplace_retailer_idx').on(t.marketplaceId, t.retailerId),
    index('marketplace_access_owner_status_idx').on(t.ownerId, t.status, t.createdAt),
    index('marketplace_access_retailer_idx').on(t.retailerId, t.status),
    check('marketplace_access_status_check', sql`${t.status} in (${inList(requestStatuses)})`),
    check('marketplace_access_parties_check', sql`${t.ownerId} <> ${t.retailerId}`),
  ],
);

/**
 * A retailer's order from a supplier's marketplace, in units. owner_id is the supplier; approval
 * (with approved quantities per line) opens a pending transfer from the supplier to the retailer,
 * named by transfer_id.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplaceId: integer('marketplace_id')
      .notNull()
      .references(() => marketplaces.id, { onDelete: 'cascade' }),
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    totalAmount: money('total_amount'),
    /** The trade's currency: the supplier's when the request was sent. */
    currency: text('currency').notNull().default('USD'),
    notes: text('notes'),
    requestMessage: text('request_message'),
    responseMessage: text('response_message'),
    transferId: integer('transfer_id').references(() => transfers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('purchase_requests_owner_status_idx').on(t.ownerId, t.status, t.createdAt),
    index('purchase_requests_retailer_idx').on(t.retailerId, t.createdAt),
    check('purchase_requests_status_check', sql`${t.status} in (${inList(requestStatuses)})`),
    check('purchase_requests_total_check', sql`${t.totalAmount} >= 0`),
    check('purchase_requests_parties_check', sql`${t.ownerId} <> ${t.retailerId}`),
  ],
);

/**
 * One line of a purchase request: a product of the supplier's marketplace by barcode, in units,
 * at the supplier's retail price per unit when asked (unit_price); approved_quantity is set on
 * review (0..requested).
 */
export const purchaseRequestItems = pgTable(
  'purchase_request_items',
  {
    id: serial('id').primaryKey(),
    purchaseRequestId: integer('purchase_request_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    barcode: text('barcode').notNull(),
    category: text('category').notNull(),
    requestedQuantity: integer('requested_quantity').notNull(),
    approvedQuantity: integer('approved_quantity'),
    unitsPerBox: integer('units_per_box').notNull(),
    unitPrice: money('unit_price'),
    /**
     * The supplier's price per box when the request was sent (shown to the retailer unless the
     * marketplace hides prices): approval charges at most this; null on rows made before it.
     */
    boxPrice: numeric('box_price', { precision: 14, scale: 2 }),
  },
  (t) => [
    index('purchase_request_items_request_idx').on(t.purchaseRequestId, t.id),
    check(
      'purchase_request_items_quantity_check',
      sql`${t.requestedQuantity} > 0 and ${t.unitsPerBox} >= 1 and (${t.approvedQuantity} is null or (${t.approvedQuantity} >= 0 and ${t.approvedQuantity} <= ${t.requestedQuantity}))`,
    ),
    check('purchase_request_items_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** A message a supplier sent to every retailer with access to its marketplace. */
export const marketplaceBroadcasts = pgTable(
  'marketplace_broadcasts',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    marketplaceId: integer('marketplace_id').references(() => marketplaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_broadcasts_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The kinds are the domain's list (one list for the API, the screens and this check). */
export { notificationKinds };

/**
 * Something for a business to read: owner_id is the recipient, from_owner_id the business it came
 * from. read_at is null while unread (the unread count).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    fromOwnerId: integer('from_owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    /** What a request or answer stands at (pending, approved, rejected); null for broadcasts. */
    status: text('status', { enum: requestStatuses }),
    /** A recall's figures as they stood when it reached the business (kind `recall`), worded by the web. */
    recall: jsonb('recall').$type<RecallNoticeDetails>(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_owner_created_idx').on(t.ownerId, t.createdAt),
    check('notifications_kind_check', sql`${t.kind} in (${inList(notificationKinds)})`),
    check('notifications_status_check', sql`${t.status} is null or ${t.status} in (${inList(requestStatuses)})`),
  ],
);
