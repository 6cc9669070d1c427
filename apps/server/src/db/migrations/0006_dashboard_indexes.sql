CREATE TABLE "sales_daily" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returns_count" integer DEFAULT 0 NOT NULL,
	"returns_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"returns_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"returns_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "sales_product_daily" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_product_daily_owner_id_day_product_id_pk" PRIMARY KEY("owner_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_product_daily" ADD CONSTRAINT "sales_product_daily_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_product_daily_top_idx" ON "sales_product_daily" USING btree ("owner_id","day","revenue","product_id","units");--> statement-breakpoint
-- The dashboard's rollups are kept by the database, so no write path (checkout, offline sync,
-- returns, the demo seed, anything later) can forget them. Days are UTC calendar days.
-- Sales and their lines count at once, when inserted: a checkout has locked its lots by then,
-- and takes the day's sales_daily row before any product row, so two tills wait in turn and
-- never deadlock. Customer returns count at commit (deferred): a return locks its lots after
-- inserting the return, so its rollup rows are locked last, as a checkout's are.
CREATE FUNCTION "dashboard_add_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sales_daily" ("owner_id", "day", "sales_count", "subtotal", "tax")
	VALUES (NEW."owner_id", (NEW."sold_at" AT TIME ZONE 'UTC')::date, 1, NEW."subtotal", NEW."tax")
	ON CONFLICT ("owner_id", "day") DO UPDATE SET
		"sales_count" = "sales_daily"."sales_count" + 1,
		"subtotal" = "sales_daily"."subtotal" + EXCLUDED."subtotal",
		"tax" = "sales_daily"."tax" + EXCLUDED."tax";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_dashboard_rollup" AFTER INSERT ON "sales"
	FOR EACH ROW EXECUTE FUNCTION "dashboard_add_sale"();--> statement-breakpoint
CREATE FUNCTION "dashboard_add_sale_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sale_day date;
	line_cost numeric := NEW."unit_cost" * NEW."units";
BEGIN
	SELECT ("sold_at" AT TIME ZONE 'UTC')::date INTO sale_day FROM "sales" WHERE "id" = NEW."sale_id";
	INSERT INTO "sales_daily" ("owner_id", "day", "cost") VALUES (NEW."owner_id", sale_day, line_cost)
	ON CONFLICT ("owner_id", "day") DO UPDATE SET "cost" = "sales_daily"."cost" + EXCLUDED."cost";
	INSERT INTO "sales_product_daily" ("owner_id", "day", "product_id", "units", "revenue", "cost")
	VALUES (NEW."owner_id", sale_day, NEW."product_id", NEW."units", NEW."total_price", line_cost)
	ON CONFLICT ("owner_id", "day", "product_id") DO UPDATE SET
		"units" = "sales_product_daily"."units" + EXCLUDED."units",
		"revenue" = "sales_product_daily"."revenue" + EXCLUDED."revenue",
		"cost" = "sales_product_daily"."cost" + EXCLUDED."cost";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sale_items_dashboard_rollup" AFTER INSERT ON "sale_items"
	FOR EACH ROW EXECUTE FUNCTION "dashboard_add_sale_item"();--> statement-breakpoint
-- A sale whose moment or amounts change (an import fixing a date, a test placing a sale in the
-- past) moves its figures, and its lines when the day changes.
CREATE FUNCTION "dashboard_move_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_day date := (OLD."sold_at" AT TIME ZONE 'UTC')::date;
	new_day date := (NEW."sold_at" AT TIME ZONE 'UTC')::date;
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
CREATE TRIGGER "sales_dashboard_move" AFTER UPDATE OF "sold_at", "subtotal", "tax" ON "sales"
	FOR EACH ROW WHEN ((OLD."sold_at", OLD."subtotal", OLD."tax") IS DISTINCT FROM (NEW."sold_at", NEW."subtotal", NEW."tax"))
	EXECUTE FUNCTION "dashboard_move_sale"();--> statement-breakpoint
CREATE FUNCTION "dashboard_add_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "sales_daily" ("owner_id", "day", "returns_count", "returns_amount", "returns_tax")
	VALUES (NEW."owner_id", (NEW."created_at" AT TIME ZONE 'UTC')::date, 1, NEW."amount", NEW."tax")
	ON CONFLICT ("owner_id", "day") DO UPDATE SET
		"returns_count" = "sales_daily"."returns_count" + 1,
		"returns_amount" = "sales_daily"."returns_amount" + EXCLUDED."returns_amount",
		"returns_tax" = "sales_daily"."returns_tax" + EXCLUDED."returns_tax";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_returns_dashboard_rollup" AFTER INSERT ON "sale_returns" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "dashboard_add_return"();--> statement-breakpoint
CREATE FUNCTION "dashboard_add_return_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	return_day date;
	item_product integer;
	item_cost numeric;
BEGIN
	SELECT ("created_at" AT TIME ZONE 'UTC')::date INTO return_day FROM "sale_returns" WHERE "id" = NEW."return_id";
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
CREATE CONSTRAINT TRIGGER "sale_return_items_dashboard_rollup" AFTER INSERT ON "sale_return_items"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "dashboard_add_return_item"();--> statement-breakpoint
-- Lines and returns are facts: the columns the rollups count never change after insert (a return
-- changes only the sale's status and the lines' returned_units), nor does a sale's tenant.
-- Changing one would leave the dashboard wrong, so it is refused; whoever needs it extends the
-- triggers above first.
CREATE FUNCTION "dashboard_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the figures of % are counted by the dashboard rollups and cannot be changed', TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_dashboard_facts" BEFORE UPDATE OF "owner_id" ON "sales"
	FOR EACH ROW WHEN (OLD."owner_id" IS DISTINCT FROM NEW."owner_id") EXECUTE FUNCTION "dashboard_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "sale_items_dashboard_facts" BEFORE UPDATE OF "owner_id", "sale_id", "product_id", "units", "total_price", "unit_cost" ON "sale_items"
	FOR EACH ROW WHEN ((OLD."owner_id", OLD."sale_id", OLD."product_id", OLD."units", OLD."total_price", OLD."unit_cost") IS DISTINCT FROM (NEW."owner_id", NEW."sale_id", NEW."product_id", NEW."units", NEW."total_price", NEW."unit_cost"))
	EXECUTE FUNCTION "dashboard_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "sale_returns_dashboard_facts" BEFORE UPDATE OF "owner_id", "created_at", "amount", "tax" ON "sale_returns"
	FOR EACH ROW WHEN ((OLD."owner_id", OLD."created_at", OLD."amount", OLD."tax") IS DISTINCT FROM (NEW."owner_id", NEW."created_at", NEW."amount", NEW."tax"))
	EXECUTE FUNCTION "dashboard_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "sale_return_items_dashboard_facts" BEFORE UPDATE OF "owner_id", "return_id", "sale_item_id", "units", "amount" ON "sale_return_items"
	FOR EACH ROW WHEN ((OLD."owner_id", OLD."return_id", OLD."sale_item_id", OLD."units", OLD."amount") IS DISTINCT FROM (NEW."owner_id", NEW."return_id", NEW."sale_item_id", NEW."units", NEW."amount"))
	EXECUTE FUNCTION "dashboard_refuse_change"();--> statement-breakpoint
-- Recounts the rollups of one tenant (or of all when p_owner is null) from sales, lines and
-- returns: the backfill below, and a repair for rows loaded with the triggers off (bulk loads).
CREATE FUNCTION "dashboard_rebuild_rollups"(p_owner integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "sales_daily" WHERE p_owner IS NULL OR "owner_id" = p_owner;
	DELETE FROM "sales_product_daily" WHERE p_owner IS NULL OR "owner_id" = p_owner;
	INSERT INTO "sales_product_daily" ("owner_id", "day", "product_id", "units", "revenue", "cost")
	SELECT "owner_id", "day", "product_id", sum("units"), sum("revenue"), sum("cost") FROM (
		SELECT si."owner_id", (s."sold_at" AT TIME ZONE 'UTC')::date AS "day", si."product_id", si."units",
			si."total_price" AS "revenue", si."unit_cost" * si."units" AS "cost"
		FROM "sale_items" si JOIN "sales" s ON s."id" = si."sale_id"
		WHERE p_owner IS NULL OR si."owner_id" = p_owner
		UNION ALL
		SELECT ri."owner_id", (r."created_at" AT TIME ZONE 'UTC')::date, si."product_id", -ri."units", -ri."amount",
			-(si."unit_cost" * ri."units")
		FROM "sale_return_items" ri JOIN "sale_returns" r ON r."id" = ri."return_id"
		JOIN "sale_items" si ON si."id" = ri."sale_item_id"
		WHERE p_owner IS NULL OR ri."owner_id" = p_owner
	) lines GROUP BY 1, 2, 3;
	INSERT INTO "sales_daily" ("owner_id", "day", "sales_count", "subtotal", "tax", "cost", "returns_count",
		"returns_amount", "returns_tax", "returns_cost")
	SELECT "owner_id", "day", sum("sales_count"), sum("subtotal"), sum("tax"), sum("cost"), sum("returns_count"),
		sum("returns_amount"), sum("returns_tax"), sum("returns_cost") FROM (
		SELECT "owner_id", ("sold_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "sales_count",
			sum("subtotal") AS "subtotal", sum("tax") AS "tax", 0 AS "cost", 0 AS "returns_count", 0 AS "returns_amount",
			0 AS "returns_tax", 0 AS "returns_cost"
		FROM "sales" WHERE p_owner IS NULL OR "owner_id" = p_owner GROUP BY 1, 2
		UNION ALL
		SELECT si."owner_id", (s."sold_at" AT TIME ZONE 'UTC')::date, 0, 0, 0, sum(si."unit_cost" * si."units"), 0, 0, 0, 0
		FROM "sale_items" si JOIN "sales" s ON s."id" = si."sale_id"
		WHERE p_owner IS NULL OR si."owner_id" = p_owner GROUP BY 1, 2
		UNION ALL
		SELECT "owner_id", ("created_at" AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, count(*), sum("amount"), sum("tax"), 0
		FROM "sale_returns" WHERE p_owner IS NULL OR "owner_id" = p_owner GROUP BY 1, 2
		UNION ALL
		SELECT ri."owner_id", (r."created_at" AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, 0, 0, sum(si."unit_cost" * ri."units")
		FROM "sale_return_items" ri JOIN "sale_returns" r ON r."id" = ri."return_id"
		JOIN "sale_items" si ON si."id" = ri."sale_item_id"
		WHERE p_owner IS NULL OR ri."owner_id" = p_owner GROUP BY 1, 2
	) parts GROUP BY 1, 2;
END $$;--> statement-breakpoint
SELECT "dashboard_rebuild_rollups"(NULL);
