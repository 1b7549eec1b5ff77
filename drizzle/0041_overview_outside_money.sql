DROP INDEX "orders_overview_idx";--> statement-breakpoint
DROP INDEX "payments_overview_idx";--> statement-breakpoint
CREATE INDEX "orders_private_idx" ON "orders" USING btree ("created_at") WHERE "orders"."private_price_cents" is not null;--> statement-breakpoint
CREATE INDEX "orders_overview_idx" ON "orders" USING btree ("created_at","tour_id","paid_cents","refunded_cents","travellers","private_price_cents") WHERE "orders"."paid_cents" > 0 and "orders"."sale" is null;--> statement-breakpoint
CREATE INDEX "payments_overview_idx" ON "payments" USING btree ("created_at","kind","status","amount_cents") WHERE left("payments"."intent_id", 3) <> 'gv_';