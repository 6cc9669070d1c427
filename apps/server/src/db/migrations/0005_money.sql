CREATE TABLE "expense_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"expense_date" date NOT NULL,
	"receipt_id" integer,
	"user_id" integer,
	"team_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."category" in ('rent', 'supplies', 'marketing', 'salaries', 'utilities', 'other'))
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_orders" (
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_due" numeric(14, 2) NOT NULL,
	CONSTRAINT "supplier_payment_orders_payment_id_order_id_pk" PRIMARY KEY("payment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"original_amount" numeric(14, 2) NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(14, 2) NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_amounts_check" CHECK ("supplier_payments"."amount" >= 0 and "supplier_payments"."discount_amount" >= 0 and "supplier_payments"."amount" + "supplier_payments"."discount_amount" = "supplier_payments"."original_amount"),
	CONSTRAINT "supplier_payments_discount_check" CHECK ("supplier_payments"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "supplier_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"type" text DEFAULT 'supplier_order' NOT NULL,
	"supplier_id" integer,
	"supplier_order_id" integer,
	"supplier_order_item_id" integer,
	"transfer_id" integer,
	"lot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_type" text NOT NULL,
	"units" integer NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"total_value" numeric(14, 2) NOT NULL,
	"return_reason" text NOT NULL,
	"return_type" text DEFAULT 'defective' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"user_id" integer,
	"team_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_returns_quantity_check" CHECK ("supplier_returns"."quantity" > 0 and "supplier_returns"."units" > 0),
	CONSTRAINT "supplier_returns_value_check" CHECK ("supplier_returns"."unit_price" >= 0 and "supplier_returns"."total_value" >= 0),
	CONSTRAINT "supplier_returns_type_check" CHECK ("supplier_returns"."type" in ('supplier_order', 'transfer')),
	CONSTRAINT "supplier_returns_return_type_check" CHECK ("supplier_returns"."return_type" in ('defective', 'expired', 'wrong_item', 'excess', 'damaged', 'other')),
	CONSTRAINT "supplier_returns_status_check" CHECK ("supplier_returns"."status" in ('pending', 'approved', 'rejected', 'refunded')),
	CONSTRAINT "supplier_returns_unit_type_check" CHECK ("supplier_returns"."unit_type" in ('unit', 'box'))
);
--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_id_expense_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."expense_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_orders" ADD CONSTRAINT "supplier_payment_orders_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_orders" ADD CONSTRAINT "supplier_payment_orders_order_id_supplier_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_supplier_order_item_id_supplier_order_items_id_fk" FOREIGN KEY ("supplier_order_item_id") REFERENCES "public"."supplier_order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_receipts_owner_idx" ON "expense_receipts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "expenses_owner_date_idx" ON "expenses" USING btree ("owner_id","expense_date");--> statement-breakpoint
CREATE INDEX "supplier_payment_orders_order_idx" ON "supplier_payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_owner_supplier_idx" ON "supplier_payments" USING btree ("owner_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_owner_paid_at_idx" ON "supplier_payments" USING btree ("owner_id","paid_at");--> statement-breakpoint
CREATE INDEX "supplier_returns_owner_created_idx" ON "supplier_returns" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_returns_owner_supplier_idx" ON "supplier_returns" USING btree ("owner_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_returns_order_idx" ON "supplier_returns" USING btree ("supplier_order_id");--> statement-breakpoint
CREATE INDEX "supplier_returns_lot_idx" ON "supplier_returns" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "sale_items_lot_idx" ON "sale_items" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "supplier_order_items_lot_idx" ON "supplier_order_items" USING btree ("lot_id");