CREATE TABLE "transfer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"barcode" text NOT NULL,
	"category" text NOT NULL,
	"quantity_units" integer NOT NULL,
	"units_per_box" integer NOT NULL,
	"cost_price" numeric(14, 2) NOT NULL,
	"retail_price" numeric(14, 2) NOT NULL,
	"expiry_date" date NOT NULL,
	"supplier_id" integer,
	"total_cost" numeric(14, 2) NOT NULL,
	"received_lot_id" integer,
	CONSTRAINT "transfer_items_quantity_check" CHECK ("transfer_items"."quantity_units" > 0 and "transfer_items"."units_per_box" >= 1),
	CONSTRAINT "transfer_items_prices_check" CHECK ("transfer_items"."cost_price" >= 0 and "transfer_items"."retail_price" >= 0 and "transfer_items"."total_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"to_owner_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_payments_amount_check" CHECK ("transfer_payments"."amount" > 0),
	CONSTRAINT "transfer_payments_method_check" CHECK ("transfer_payments"."payment_method" in ('cash')),
	CONSTRAINT "transfer_payments_parties_check" CHECK ("transfer_payments"."owner_id" <> "transfer_payments"."to_owner_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"to_owner_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "transfers_total_cost_check" CHECK ("transfers"."total_cost" >= 0),
	CONSTRAINT "transfers_parties_check" CHECK ("transfers"."owner_id" <> "transfers"."to_owner_id")
);
--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_received_lot_id_inventory_lots_id_fk" FOREIGN KEY ("received_lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_to_owner_id_users_id_fk" FOREIGN KEY ("to_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_owner_id_users_id_fk" FOREIGN KEY ("to_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_items_transfer_idx" ON "transfer_items" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE INDEX "transfer_items_lot_idx" ON "transfer_items" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "transfer_items_received_lot_idx" ON "transfer_items" USING btree ("received_lot_id");--> statement-breakpoint
CREATE INDEX "transfer_payments_owner_to_idx" ON "transfer_payments" USING btree ("owner_id","to_owner_id");--> statement-breakpoint
CREATE INDEX "transfer_payments_to_owner_idx" ON "transfer_payments" USING btree ("to_owner_id","owner_id");--> statement-breakpoint
CREATE INDEX "transfers_owner_created_idx" ON "transfers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_owner_created_idx" ON "transfers" USING btree ("to_owner_id","created_at");