ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- The shop's own day (issue 15; docs/decisions/2026-11-25-shop-time-zone.md). Each business keeps
-- an IANA time zone ('UTC' for the accounts made before, whose rollups are UTC days already, so no
-- backfill is needed). The dashboard's rollups count a sale on the calendar day it was sold in its
-- business's zone, a return on the day it was made there. Changing a business's zone rebuilds its
-- rollups (modules/accounts/profile.ts). Same triggers as 0006/0007, day read through "business_day".
CREATE FUNCTION "business_day"(p_owner integer, p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT (p_at AT TIME ZONE coalesce((SELECT "time_zone" FROM "users" WHERE "id" = p_owner), 'UTC'))::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_add_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sale_day date := "business_day"(NEW."owner_id", NEW."sold_at");
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
CREATE OR REPLACE FUNCTION "dashboard_move_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_day date := "business_day"(NEW."owner_id", OLD."sold_at");
	new_day date := "business_day"(NEW."owner_id", NEW."sold_at");
	lines_cost numeric;
BEGIN
	SELECT coalesce(sum("unit_cost" * "units"), 0) INTO lines_cost FROM "sale_items" WHERE "sale_id" = NEW."id";
	INSERT INTO "sales_daily" ("owner_id", "day", "sales_count", "subtotal", "tax", "cost")
	SELECT NEW."owner_id", v."day", sum(v."n"), sum(v."subtotal"), sum(v."tax"), sum(v."cost")
	FROM (VALUES (old_day, -1, -OLD."subtotal", -OLD."tax", -lines_cost),
		(new_day, 1, NEW."subtotal", NEW."tax", lines_cost)) AS v("day", "n", "subtotal", "tax", "cost")
	GROUP BY v."day" ORDER BY v."day"
	ON CONFLICT ("owner_id", "day") DO UPDATE SET
		"sales_count" = "sales_daily"."sales_count" + EXCLUDED."sales_count",
		"subtotal" = "sales_daily"."subtotal" + EXCLUDED."subtotal",
		"tax" = "sales_daily"."tax" + EXCLUDED."tax",
		"cost" = "sales_daily"."cost" + EXCLUDED."cost";
	IF old_day <> new_day THEN
		INSERT INTO "sales_product_daily" ("owner_id", "day", "product_id", "units", "revenue", "cost")
		SELECT NEW."owner_id", v."day", si."product_id", sum(v."sign" * si."units"), sum(v."sign" * si."total_price"),
			sum(v."sign" * si."unit_cost" * si."units")
		FROM "sale_items" si CROSS JOIN (VALUES (old_day, -1), (new_day, 1)) AS v("day", "sign")
		WHERE si."sale_id" = NEW."id"
		GROUP BY v."day", si."product_id" ORDER BY v."day", si."product_id"
		ON CONFLICT ("owner_id", "day", "product_id") DO UPDATE SET
			"units" = "sales_product_daily"."units" + EXCLUDED."units",
			"revenue" = "sales_product_daily"."revenue" + EXCLUDED."revenue",
			"cost" = "sales_product_daily"."cost" + EXCLUDED."cost";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_add_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sales_daily" ("owner_id", "day", "returns_count", "returns_amount", "returns_tax")
	VALUES (NEW."owner_id", "business_day"(NEW."owner_id", NEW."created_at"), 1, NEW."amount", NEW."tax")
	ON CONFLICT ("owner_id", "day") DO UPDATE SET
		"returns_count" = "sales_daily"."returns_count" + 1,
		"returns_amount" = "sales_daily"."returns_amount" + EXCLUDED."returns_amount",
		"returns_tax" = "sales_daily"."returns_tax" + EXCLUDED."returns_tax";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_add_return_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	return_day date;
	item_product integer;
	item_cost numeric;
BEGIN
	SELECT "business_day"("owner_id", "created_at") INTO return_day FROM "sale_returns" WHERE "id" = NEW."return_id";
	SELECT "product_id", "unit_cost" * NEW."units" INTO item_product, item_cost FROM "sale_items" WHERE "id" = NEW."sale_item_id";
	INSERT INTO "sales_daily" ("owner_id", "day", "returns_cost") VALUES (NEW."owner_id", return_day, item_cost)
	ON CONFLICT ("owner_id", "day") DO UPDATE SET "returns_cost" = "sales_daily"."returns_cost" + EXCLUDED."returns_cost";
	INSERT INTO "sales_product_daily" ("owner_id", "day", "product_id", "units", "revenue", "cost")
	VALUES (NEW."owner_id", return_day, item_product, -NEW."units", -NEW."amount", -item_cost)
	ON CONFLICT ("owner_id", "day", "product_id") DO UPDATE SET
		"units" = "sales_product_daily"."units" + EXCLUDED."units",
		"revenue" = "sales_product_daily"."revenue" + EXCLUDED."revenue",
		"cost" = "sales_product_daily"."cost" + EXCLUDED."cost";
	RETURN NULL;
END $$;--> statement-breakpoint
-- The recount reads each tenant's zone once, joined, rather than per row.
CREATE OR REPLACE FUNCTION "dashboard_rebuild_rollups"(p_owner integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "sales_daily" WHERE p_owner IS NULL OR "owner_id" = p_owner;
	DELETE FROM "sales_product_daily" WHERE p_owner IS NULL OR "owner_id" = p_owner;
	INSERT INTO "sales_product_daily" ("owner_id", "day", "product_id", "units", "revenue", "cost")
	SELECT "owner_id", "day", "product_id", sum("units"), sum("revenue"), sum("cost") FROM (
		SELECT si."owner_id", (s."sold_at" AT TIME ZONE u."time_zone")::date AS "day", si."product_id", si."units",
			si."total_price" AS "revenue", si."unit_cost" * si."units" AS "cost"
		FROM "sale_items" si JOIN "sales" s ON s."id" = si."sale_id" JOIN "users" u ON u."id" = si."owner_id"
		WHERE p_owner IS NULL OR si."owner_id" = p_owner
		UNION ALL
		SELECT ri."owner_id", (r."created_at" AT TIME ZONE u."time_zone")::date, si."product_id", -ri."units", -ri."amount",
			-(si."unit_cost" * ri."units")
		FROM "sale_return_items" ri JOIN "sale_returns" r ON r."id" = ri."return_id"
		JOIN "sale_items" si ON si."id" = ri."sale_item_id" JOIN "users" u ON u."id" = ri."owner_id"
		WHERE p_owner IS NULL OR ri."owner_id" = p_owner
	) lines GROUP BY 1, 2, 3;
	INSERT INTO "sales_daily" ("owner_id", "day", "sales_count", "subtotal", "tax", "cost", "returns_count",
		"returns_amount", "returns_tax", "returns_cost")
	SELECT "owner_id", "day", sum("sales_count"), sum("subtotal"), sum("tax"), sum("cost"), sum("returns_count"),
		sum("returns_amount"), sum("returns_tax"), sum("returns_cost") FROM (
		SELECT s."owner_id", (s."sold_at" AT TIME ZONE u."time_zone")::date AS "day", count(*) AS "sales_count",
			sum(s."subtotal") AS "subtotal", sum(s."tax") AS "tax", 0 AS "cost", 0 AS "returns_count", 0 AS "returns_amount",
			0 AS "returns_tax", 0 AS "returns_cost"
		FROM "sales" s JOIN "users" u ON u."id" = s."owner_id" WHERE p_owner IS NULL OR s."owner_id" = p_owner GROUP BY 1, 2
		UNION ALL
		SELECT si."owner_id", (s."sold_at" AT TIME ZONE u."time_zone")::date, 0, 0, 0, sum(si."unit_cost" * si."units"), 0, 0, 0, 0
		FROM "sale_items" si JOIN "sales" s ON s."id" = si."sale_id" JOIN "users" u ON u."id" = si."owner_id"
		WHERE p_owner IS NULL OR si."owner_id" = p_owner GROUP BY 1, 2
		UNION ALL
		SELECT r."owner_id", (r."created_at" AT TIME ZONE u."time_zone")::date, 0, 0, 0, 0, count(*), sum(r."amount"), sum(r."tax"), 0
		FROM "sale_returns" r JOIN "users" u ON u."id" = r."owner_id" WHERE p_owner IS NULL OR r."owner_id" = p_owner GROUP BY 1, 2
		UNION ALL
		SELECT ri."owner_id", (r."created_at" AT TIME ZONE u."time_zone")::date, 0, 0, 0, 0, 0, 0, 0, sum(si."unit_cost" * ri."units")
		FROM "sale_return_items" ri JOIN "sale_returns" r ON r."id" = ri."return_id"
		JOIN "sale_items" si ON si."id" = ri."sale_item_id" JOIN "users" u ON u."id" = ri."owner_id"
		WHERE p_owner IS NULL OR ri."owner_id" = p_owner GROUP BY 1, 2
	) parts GROUP BY 1, 2;
END $$;
