CREATE TABLE "divisions" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "divisions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"duration_days" integer NOT NULL,
	"rating" real NOT NULL,
	"division_id" integer NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_place_id_unique" UNIQUE("place_id"),
	CONSTRAINT "places_price_nonnegative" CHECK ("places"."price_cents" >= 0),
	CONSTRAINT "places_rating_range" CHECK ("places"."rating" >= 0 and "places"."rating" <= 5),
	CONSTRAINT "places_duration_positive" CHECK ("places"."duration_days" > 0),
	CONSTRAINT "places_review_count_nonnegative" CHECK ("places"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_division_id_idx" ON "places" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "places_price_cents_idx" ON "places" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");