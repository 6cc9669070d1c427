CREATE TABLE "inventory_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"draft_type" text NOT NULL,
	"product_name" text,
	"barcode" text,
	"category" text,
	"quantity" integer,
	"units_per_box" integer,
	"cost_price" numeric(14, 2),
	"retail_price" numeric(14, 2),
	"expiry_date" date,
	"supplier_id" integer,
	"order_ref" text,
	"product_id" integer,
	"notes" text,
	"source_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_drafts_type_check" CHECK ("inventory_drafts"."draft_type" in ('manual', 'ocr', 'bulk_import', 'csv-batch'))
);
--> statement-breakpoint
ALTER TABLE "inventory_drafts" ADD CONSTRAINT "inventory_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_drafts" ADD CONSTRAINT "inventory_drafts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_drafts" ADD CONSTRAINT "inventory_drafts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_drafts_owner_completed_idx" ON "inventory_drafts" USING btree ("owner_id","is_completed","created_at");