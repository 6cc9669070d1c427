import { sql } from 'drizzle-orm';
import {
  boolean,
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

// The columns here are spelled out, not taken from columns.ts: that file imports this one (owner_id
// references users), and a cycle would leave its helpers undefined when columns.ts loads first.

/** Account owners (retailers, suppliers) and the superadmin. Each owner is a tenant. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['superadmin', 'user'] })
      .notNull()
      .default('user'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    userType: text('user_type', { enum: ['retailer', 'supplier'] }),
    retailerType: text('retailer_type', { enum: ['pharmacy', 'general_store'] }),
    supplierType: text('supplier_type', { enum: ['pharmaceutical', 'general'] }),
    businessName: text('business_name'),
    businessPhone: text('business_phone'),
    businessLocation: text('business_location'),
    businessDescription: text('business_description'),
    businessAddress: text('business_address'),
    businessCategory: text('business_category'),
    preferredCurrency: text('preferred_currency').notNull().default('USD'),
    /** The business's IANA time zone: its days and months (migration 0011). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The retail price a received product new to the shop is prefilled with: cost plus this percent. */
    defaultMarkupPercent: numeric('default_markup_percent', { precision: 6, scale: 2 }).notNull().default('20'),
    /** How many days of sales a reorder suggestion aims to have on the shelf (issue 31). */
    reorderCoverDays: integer('reorder_cover_days').notNull().default(30),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    needsSignupCompletion: boolean('needs_signup_completion').notNull().default(false),
    isMarketplaceEnabled: boolean('is_marketplace_enabled').notNull().default(false),
    subscriptionPlan: text('subscription_plan', { enum: ['basic', 'advance', 'super'] })
      .notNull()
      .default('basic'),
    subscriptionStatus: text('subscription_status', { enum: ['trial', 'active', 'expired', 'grace_period'] })
      .notNull()
      .default('trial'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Employees of an owner; they sign in with a username and act inside the owner's tenant. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeNumber: text('employee_number').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['manager', 'cashier', 'inventory_clerk', 'employee'] })
      .notNull()
      .default('employee'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_username_key').on(sql`lower(${t.username})`),
    index('team_members_owner_idx').on(t.ownerId, t.id),
  ],
);
