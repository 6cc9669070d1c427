CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"origin_recall_id" integer,
	"from_owner_id" integer,
	"product_id" integer,
	"barcode" text NOT NULL,
	"product_name" text NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date,
	"reason" text NOT NULL,
	"action" text NOT NULL,
	"units_received" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recalls_action_check" CHECK ("recalls"."action" in ('stop_selling', 'return')),
	CONSTRAINT "recalls_units_check" CHECK ("recalls"."units_received" is null or "recalls"."units_received" >= 0)
);
--> statement-breakpoint
DROP INDEX "inventory_lots_owner_product_expiry_key";--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "batch_number" text;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "recall_id" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "lead_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reorder_cover_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "batch_number" text;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_origin_recall_id_recalls_id_fk" FOREIGN KEY ("origin_recall_id") REFERENCES "public"."recalls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_from_owner_id_users_id_fk" FOREIGN KEY ("from_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recalls_owner_created_idx" ON "recalls" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recalls_origin_idx" ON "recalls" USING btree ("origin_recall_id") WHERE "recalls"."origin_recall_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recalls_owner_origin_key" ON "recalls" USING btree ("owner_id","origin_recall_id") WHERE "recalls"."origin_recall_id" is not null;--> statement-breakpoint
CREATE INDEX "recalls_owner_batch_idx" ON "recalls" USING btree ("owner_id","barcode",lower("batch_number"));--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lots_owner_product_expiry_batch_key" ON "inventory_lots" USING btree ("owner_id","product_id","expiry_date",coalesce("batch_number", '')) WHERE "inventory_lots"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_lots_owner_batch_idx" ON "inventory_lots" USING btree ("owner_id",lower("batch_number")) WHERE "inventory_lots"."batch_number" is not null;--> statement-breakpoint
CREATE INDEX "inventory_lots_recall_idx" ON "inventory_lots" USING btree ("recall_id") WHERE "inventory_lots"."recall_id" is not null;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_lead_days_check" CHECK ("suppliers"."lead_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('broadcast', 'join_request', 'join_response', 'purchase_request', 'purchase_response', 'transfer', 'payment_claim', 'payment_decision', 'transfer_return', 'transfer_return_decision', 'recall'));
