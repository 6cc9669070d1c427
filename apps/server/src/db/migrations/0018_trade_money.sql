CREATE TABLE "transfer_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"blocked_owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_blocks_parties_check" CHECK ("transfer_blocks"."owner_id" <> "transfer_blocks"."blocked_owner_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "trade_currency" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "exchange_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD COLUMN "to_owner_id" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "linked_owner_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_markup_percent" numeric(6, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "buyer_currency" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "exchange_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "purchase_request_items" ADD COLUMN "box_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_blocks" ADD CONSTRAINT "transfer_blocks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_blocks" ADD CONSTRAINT "transfer_blocks_blocked_owner_id_users_id_fk" FOREIGN KEY ("blocked_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_blocks_owner_blocked_key" ON "transfer_blocks" USING btree ("owner_id","blocked_owner_id");--> statement-breakpoint
CREATE INDEX "transfer_blocks_blocked_idx" ON "transfer_blocks" USING btree ("blocked_owner_id","owner_id");--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_to_owner_id_users_id_fk" FOREIGN KEY ("to_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_linked_owner_id_users_id_fk" FOREIGN KEY ("linked_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_returns_to_owner_idx" ON "supplier_returns" USING btree ("to_owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_owner_linked_key" ON "suppliers" USING btree ("owner_id","linked_owner_id") WHERE "suppliers"."linked_owner_id" is not null;--> statement-breakpoint
CREATE INDEX "transfers_to_owner_status_idx" ON "transfers" USING btree ("to_owner_id","status","owner_id");--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_status_check" CHECK ("transfer_payments"."status" in ('pending', 'confirmed', 'rejected'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_exchange_rate_check" CHECK ("transfers"."exchange_rate" is null or "transfers"."exchange_rate" > 0);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('broadcast', 'join_request', 'join_response', 'purchase_request', 'purchase_response', 'transfer', 'payment_claim', 'payment_decision', 'transfer_return', 'transfer_return_decision'));--> statement-breakpoint
UPDATE "transfers" t SET "currency" = u."preferred_currency" FROM "users" u WHERE u."id" = t."owner_id";--> statement-breakpoint
UPDATE "purchase_requests" r SET "currency" = u."preferred_currency" FROM "users" u WHERE u."id" = r."owner_id";--> statement-breakpoint
UPDATE "transfer_payments" p SET "currency" = u."preferred_currency" FROM "users" u WHERE u."id" = p."to_owner_id";--> statement-breakpoint
UPDATE "supplier_returns" r SET "to_owner_id" = t."owner_id" FROM "transfers" t WHERE r."type" = 'transfer' AND t."id" = r."transfer_id";
