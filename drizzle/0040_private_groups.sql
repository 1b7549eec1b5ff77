-- A private group (decision 053): its price as booked; its travellers hold the departure's
-- whole capacity (at most 1,000), the seats trigger's count, while its party says who travels.
ALTER TABLE "orders" DROP CONSTRAINT "orders_travellers_range";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "private_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_travellers_range" CHECK ("orders"."travellers" between 1 and 20 or ("orders"."private_price_cents" is not null and "orders"."travellers" between 1 and 1000));