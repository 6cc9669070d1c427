CREATE TABLE "marketplace_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"marketplace_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_message" text,
	"response_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "marketplace_access_status_check" CHECK ("marketplace_access"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "marketplace_access_parties_check" CHECK ("marketplace_access"."owner_id" <> "marketplace_access"."retailer_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"marketplace_id" integer,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"business_category" text NOT NULL,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"hide_prices" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplaces_category_check" CHECK ("marketplaces"."business_category" in ('pharmaceutical', 'general'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"from_owner_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('broadcast', 'join_request', 'join_response', 'purchase_request', 'purchase_response', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "purchase_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_request_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"barcode" text NOT NULL,
	"category" text NOT NULL,
	"requested_quantity" integer NOT NULL,
	"approved_quantity" integer,
	"units_per_box" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_request_items_quantity_check" CHECK ("purchase_request_items"."requested_quantity" > 0 and "purchase_request_items"."units_per_box" >= 1 and ("purchase_request_items"."approved_quantity" is null or ("purchase_request_items"."approved_quantity" >= 0 and "purchase_request_items"."approved_quantity" <= "purchase_request_items"."requested_quantity"))),
	CONSTRAINT "purchase_request_items_price_check" CHECK ("purchase_request_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"marketplace_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"notes" text,
	"request_message" text,
	"response_message" text,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "purchase_requests_status_check" CHECK ("purchase_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "purchase_requests_total_check" CHECK ("purchase_requests"."total_amount" >= 0),
	CONSTRAINT "purchase_requests_parties_check" CHECK ("purchase_requests"."owner_id" <> "purchase_requests"."retailer_id")
);
--> statement-breakpoint
CREATE TABLE "shortage_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"notes" text,
	"date" date NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortage_items_category_check" CHECK ("shortage_items"."category" in ('medicine', 'medical_supplies', 'personal_care', 'health_wellness', 'baby_care', 'beauty', 'first_aid', 'vitamins_supplements', 'other')),
	CONSTRAINT "shortage_items_priority_check" CHECK ("shortage_items"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "shortage_items_completed_check" CHECK ("shortage_items"."is_completed" = ("shortage_items"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "marketplace_access" ADD CONSTRAINT "marketplace_access_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_access" ADD CONSTRAINT "marketplace_access_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_access" ADD CONSTRAINT "marketplace_access_retailer_id_users_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_broadcasts" ADD CONSTRAINT "marketplace_broadcasts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_broadcasts" ADD CONSTRAINT "marketplace_broadcasts_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplaces" ADD CONSTRAINT "marketplaces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_owner_id_users_id_fk" FOREIGN KEY ("from_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_items" ADD CONSTRAINT "purchase_request_items_purchase_request_id_purchase_requests_id_fk" FOREIGN KEY ("purchase_request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_retailer_id_users_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortage_items" ADD CONSTRAINT "shortage_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_access_marketplace_retailer_idx" ON "marketplace_access" USING btree ("marketplace_id","retailer_id");--> statement-breakpoint
CREATE INDEX "marketplace_access_owner_status_idx" ON "marketplace_access" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_access_retailer_idx" ON "marketplace_access" USING btree ("retailer_id","status");--> statement-breakpoint
CREATE INDEX "marketplace_broadcasts_owner_idx" ON "marketplace_broadcasts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "marketplaces_owner_idx" ON "marketplaces" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "marketplaces_category_idx" ON "marketplaces" USING btree ("business_category","is_active");--> statement-breakpoint
CREATE INDEX "notifications_owner_created_idx" ON "notifications" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_request_items_request_idx" ON "purchase_request_items" USING btree ("purchase_request_id","id");--> statement-breakpoint
CREATE INDEX "purchase_requests_owner_status_idx" ON "purchase_requests" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_requests_retailer_idx" ON "purchase_requests" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE INDEX "shortage_items_owner_date_idx" ON "shortage_items" USING btree ("owner_id","date","id");