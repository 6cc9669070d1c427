-- 1. A sale and its lines now count in the dashboard's rollups at commit, by one trigger on the sale
-- (issue 4, Performance; docs/decisions/2026-11-22-checkout-throughput.md). Counted on insert,
-- every checkout of a tenant held the day's sales_daily row from its insert until its COMMIT
-- reached the server, so tills of one shop waited on each other across a round trip; and each line
-- ran two upserts of its own. Deferred to commit, the row is held only while the commit runs, and
-- a sale is counted with two statements whatever its number of lines.
-- Every write path inserts a sale's lines in the sale's transaction (checkout, offline sync, the
-- demo seed), so they are all there at commit. NEW is the row as inserted: a sale whose moment or
-- amounts change in the same transaction is moved by "dashboard_move_sale" from what was inserted
-- to what it became, as before. The day's sales_daily row is still taken before any product row,
-- and product rows in product order, so two commits wait in turn and never deadlock.
DROP TRIGGER "sales_dashboard_rollup" ON "sales";--> statement-breakpoint
DROP TRIGGER "sale_items_dashboard_rollup" ON "sale_items";--> statement-breakpoint
DROP FUNCTION "dashboard_add_sale_item"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_add_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sale_day date := (NEW."sold_at" AT TIME ZONE 'UTC')::date;
BEGIN
	INSERT INTO "sales_daily" ("owner_id", "day", "sales_count", "subtotal", "tax", "cost")
	SELECT NEW."owner_id", sale_day, 1, NEW."subtotal", NEW."tax", coalesce(sum("unit_cost" * "units"), 0)
	FROM "sale_items" WHERE "owner_id" = NEW."owner_id" AND "sale_id" = NEW."id"
	ON CONFLICT ("owner_id", "day") DO UPDATE SET
		"sales_count" = "sales_daily"."sales_count" + 1,
		"subtotal" = "sales_daily"."subtotal" + EXCLUDED."subtotal",
		"tax" = "sales_daily"."tax" + EXCLUDED."tax",
		"cost" = "sales_daily"."cost" + EXCLUDED."cost";
	INSERT INTO "sales_product_daily" ("owner_id", "day", "product_id", "units", "revenue", "cost")
	SELECT NEW."owner_id", sale_day, "product_id", sum("units"), sum("total_price"), sum("unit_cost" * "units")
	FROM "sale_items" WHERE "owner_id" = NEW."owner_id" AND "sale_id" = NEW."id"
	GROUP BY "product_id" ORDER BY "product_id"
	ON CONFLICT ("owner_id", "day", "product_id") DO UPDATE SET
		"units" = "sales_product_daily"."units" + EXCLUDED."units",
		"revenue" = "sales_product_daily"."revenue" + EXCLUDED."revenue",
		"cost" = "sales_product_daily"."cost" + EXCLUDED."cost";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_dashboard_rollup" AFTER INSERT ON "sales" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "dashboard_add_sale"();
--> statement-breakpoint
-- 2. The online checkout writes a sale in one statement (modules/sales/store-sale.ts): it takes the
-- lots' units, then writes the sale only if every lot was taken. Were one refused, the units the
-- others gave would still be committed with the statement; this check raises instead, so the
-- statement is undone whole. AS409 is the code the server recognises ("read again").
CREATE FUNCTION "checkout_refused_unless"(ok boolean) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF ok IS NOT TRUE THEN
		RAISE EXCEPTION 'checkout refused: stock, price or sale reference changed since read' USING ERRCODE = 'AS409';
	END IF;
	RETURN true;
END $$;
