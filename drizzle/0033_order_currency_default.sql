-- An order's currency, when an insert does not say it, is the database's own (decision 040): the
-- one row of pricing_currency, or US dollars before the first start wrote it.
CREATE OR REPLACE FUNCTION site_pricing_currency() RETURNS text
  LANGUAGE sql STABLE
  AS $$ select coalesce((select currency from pricing_currency limit 1), 'usd') $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT site_pricing_currency();
