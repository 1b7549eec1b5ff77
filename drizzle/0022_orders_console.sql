DROP INDEX "orders_user_id_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_tour_id_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contacted_by" text;--> statement-breakpoint
CREATE INDEX "orders_lifecycle_idx" ON "orders" USING btree ((case when "cancelled_at" is not null then (case when "refunded_cents" = 0 then 'cancelled' when "refunded_cents" >= "paid_cents" then 'refunded' else 'partly_refunded' end) when "is_paid" then 'paid' when "paid_cents" > "refunded_cents" then 'deposit_paid' when "expired_at" is not null then 'expired' else 'unpaid' end),"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_created_idx" ON "orders" USING btree ("is_paid","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_departure_sort_idx" ON "orders" USING btree (coalesce("departure_date", '0001-01-01'::date),"id");--> statement-breakpoint
CREATE INDEX "orders_price_sort_idx" ON "orders" USING btree ("tour_price_cents","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_tour_id_idx" ON "orders" USING btree ("tour_id","created_at","id");--> statement-breakpoint
-- hand-written: Manage Order's free-text search (orderSearchText in src/server/db/schema/orders.ts, the same expression) through a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ((lower("reference" || ' ' || "name" || ' ' || "email" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g'))) gin_trgm_ops);
