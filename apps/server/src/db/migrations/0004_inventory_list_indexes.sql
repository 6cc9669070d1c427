ALTER TABLE "inventory_lots" ADD COLUMN "product_name_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_lots_owner_name_idx" ON "inventory_lots" USING btree ("owner_id","product_name_lower","expiry_date","id") WHERE "inventory_lots"."archived_at" is null;--> statement-breakpoint
-- Every lot carries lower(products.name) for the name sort of the inventory list; the database
-- keeps it true, so no code path that creates a lot or renames a product can forget it. FOR SHARE
-- makes a new lot wait for a rename in flight and read the renamed product.
CREATE FUNCTION "inventory_lots_set_product_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT lower("name") INTO NEW."product_name_lower" FROM "products" WHERE "id" = NEW."product_id" FOR SHARE;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_lots_product_name" BEFORE INSERT OR UPDATE OF "product_id" ON "inventory_lots"
	FOR EACH ROW EXECUTE FUNCTION "inventory_lots_set_product_name"();--> statement-breakpoint
CREATE FUNCTION "products_rename_lots"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "inventory_lots" SET "product_name_lower" = lower(NEW."name")
	WHERE "owner_id" = NEW."owner_id" AND "product_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_rename_lots" AFTER UPDATE OF "name" ON "products"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "products_rename_lots"();--> statement-breakpoint
UPDATE "inventory_lots" AS l SET "product_name_lower" = lower(p."name") FROM "products" AS p WHERE p."id" = l."product_id";
