-- The search's trigram indexes led by owner_id (btree_gin gives GIN an integer column): with
-- thousands of tenants, a name index over every tenant's products matched every tenant's
-- "Amoxicillin" before keeping one tenant's (docs/capacity.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "products_owner_name_trgm_idx" ON "products" USING gin ("owner_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_owner_barcode_trgm_idx" ON "products" USING gin ("owner_id","barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_owner_name_trgm_idx" ON "suppliers" USING gin ("owner_id","name" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_barcode_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_name_trgm_idx";
