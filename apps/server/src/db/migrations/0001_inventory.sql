-- Trigram indexes make the inventory search (ILIKE '%term%' on names and barcodes) use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"barcode" text NOT NULL,
	"category" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer,
	"expiry_date" date NOT NULL,
	"units_per_box" integer NOT NULL,
	"cost_price" numeric(14, 2) NOT NULL,
	"retail_price" numeric(14, 2) NOT NULL,
	"quantity_units" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_lots_quantity_check" CHECK ("inventory_lots"."quantity_units" >= 0),
	CONSTRAINT "inventory_lots_units_per_box_check" CHECK ("inventory_lots"."units_per_box" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity_units" integer NOT NULL,
	"cost_per_box" numeric(14, 2) NOT NULL,
	"units_per_box" integer NOT NULL,
	"reference" text,
	"supplier_id" integer,
	"supplier_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('receive', 'sale', 'sale_return', 'supplier_return', 'transfer_in', 'transfer_out', 'adjustment', 'offline_discrepancy'))
);
--> statement-breakpoint
CREATE TABLE "supplier_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"lot_id" integer,
	"product_id" integer NOT NULL,
	"quantity_boxes" integer NOT NULL,
	"units_per_box" integer NOT NULL,
	"cost_per_box" numeric(14, 2) NOT NULL,
	"returned_boxes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_order_items_quantity_check" CHECK ("supplier_order_items"."quantity_boxes" > 0),
	CONSTRAINT "supplier_order_items_returned_check" CHECK ("supplier_order_items"."returned_boxes" between 0 and "supplier_order_items"."quantity_boxes")
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_orders_total_check" CHECK ("supplier_orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_items" ADD CONSTRAINT "supplier_order_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_items" ADD CONSTRAINT "supplier_order_items_order_id_supplier_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_items" ADD CONSTRAINT "supplier_order_items_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_items" ADD CONSTRAINT "supplier_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_owner_barcode_key" ON "products" USING btree ("owner_id","barcode");--> statement-breakpoint
CREATE INDEX "products_owner_name_idx" ON "products" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_barcode_trgm_idx" ON "products" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lots_owner_product_expiry_key" ON "inventory_lots" USING btree ("owner_id","product_id","expiry_date") WHERE "inventory_lots"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_lots_owner_expiry_idx" ON "inventory_lots" USING btree ("owner_id","expiry_date","id") WHERE "inventory_lots"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_lots_owner_stock_idx" ON "inventory_lots" USING btree ("owner_id","quantity_units","id") WHERE "inventory_lots"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_lots_owner_supplier_idx" ON "inventory_lots" USING btree ("owner_id","supplier_id");--> statement-breakpoint
CREATE INDEX "stock_movements_owner_lot_idx" ON "stock_movements" USING btree ("owner_id","lot_id");--> statement-breakpoint
CREATE INDEX "stock_movements_owner_product_kind_idx" ON "stock_movements" USING btree ("owner_id","product_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "supplier_order_items_owner_order_idx" ON "supplier_order_items" USING btree ("owner_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_owner_supplier_ref_key" ON "supplier_orders" USING btree ("owner_id","supplier_id","order_ref");--> statement-breakpoint
CREATE INDEX "supplier_orders_owner_created_idx" ON "supplier_orders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_owner_name_idx" ON "suppliers" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm_idx" ON "suppliers" USING gin ("name" gin_trgm_ops);