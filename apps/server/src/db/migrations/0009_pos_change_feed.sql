-- The till's change feed (issue 13, item 1; docs/decisions/2026-11-25-live-till-catalogue.md):
-- every product and lot carries the id of the transaction that last wrote it, so
-- GET /api/pos/changes finds a tenant's rows written since a snapshot (pg_current_snapshot) with
-- one index range each and no row per change. Inserts take it from the default, updates from a
-- BEFORE trigger (one assignment: the checkout's lot decrement pays a function call and one more
-- index entry, no lock and no extra row); a lot deleted touches its product, so the product is
-- looked at again and leaves the till when nothing is left to sell.
ALTER TABLE "products" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_owner_change_idx" ON "products" USING btree ("owner_id","change_xid");--> statement-breakpoint
CREATE INDEX "inventory_lots_owner_change_idx" ON "inventory_lots" USING btree ("owner_id","change_xid");--> statement-breakpoint
CREATE FUNCTION "catalogue_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."change_xid" := pg_current_xact_id();
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_change" BEFORE UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "catalogue_row_changed"();--> statement-breakpoint
CREATE TRIGGER "inventory_lots_catalogue_change" BEFORE UPDATE ON "inventory_lots"
	FOR EACH ROW EXECUTE FUNCTION "catalogue_row_changed"();--> statement-breakpoint
-- Once per statement, each product once: a tenant's account deleted with 20,000 lots touches its
-- products once, not once per lot.
CREATE FUNCTION "catalogue_lots_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "products" AS p SET "updated_at" = now()
	FROM (SELECT DISTINCT "owner_id", "product_id" FROM gone) AS g
	WHERE p."owner_id" = g."owner_id" AND p."id" = g."product_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_lots_catalogue_delete" AFTER DELETE ON "inventory_lots"
	REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_lots_deleted"();
