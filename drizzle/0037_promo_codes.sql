CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"amount_minor" integer,
	"currency" text DEFAULT 'bdt' NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"starts_on" date,
	"ends_on" date,
	"tour_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_spend_minor" integer,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 3 and 32),
	CONSTRAINT "promo_codes_one_kind" CHECK (("promo_codes"."percent" is null) <> ("promo_codes"."amount_minor" is null)),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent" between 1 and 100),
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount_minor" > 0),
	CONSTRAINT "promo_codes_currency_known" CHECK ("promo_codes"."currency" in ('usd', 'bdt')),
	CONSTRAINT "promo_codes_limits_positive" CHECK (coalesce("promo_codes"."max_uses", 1) >= 1 and coalesce("promo_codes"."max_uses_per_customer", 1) >= 1 and coalesce("promo_codes"."min_spend_minor", 0) >= 0),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."starts_on" is null or "promo_codes"."ends_on" is null or "promo_codes"."starts_on" <= "promo_codes"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_codes_created_idx" ON "promo_codes" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id","created_at","id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_nonnegative" CHECK ("orders"."discount_cents" >= 0);