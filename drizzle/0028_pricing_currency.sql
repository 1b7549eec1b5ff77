CREATE TABLE "pricing_currency" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_currency_one_row" CHECK ("pricing_currency"."only"),
	CONSTRAINT "pricing_currency_known" CHECK ("pricing_currency"."currency" in ('usd', 'bdt'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_known" CHECK ("orders"."currency" in ('usd', 'bdt'));--> statement-breakpoint
-- hand-written: a database that already holds tours or orders holds them in dollars, the only
-- currency before this (src/server/db/pricing-currency.ts).
INSERT INTO "pricing_currency" ("currency") SELECT 'usd' WHERE EXISTS (SELECT 1 FROM "places") OR EXISTS (SELECT 1 FROM "orders");