CREATE TABLE "tour_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tour_reviews_rating_range" CHECK ("tour_reviews"."rating" between 1 and 5),
	CONSTRAINT "tour_reviews_text_length" CHECK (char_length("tour_reviews"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "verified_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_tour_id_places_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_reviews_user_tour_idx" ON "tour_reviews" USING btree ("user_id","tour_id") WHERE "tour_reviews"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "tour_reviews_tour_visible_idx" ON "tour_reviews" USING btree ("tour_id","created_at","id") WHERE "tour_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "tour_reviews_created_at_idx" ON "tour_reviews" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_verified_reviews_nonnegative" CHECK ("places"."verified_review_count" >= 0 and "places"."verified_rating_sum" >= 0);--> statement-breakpoint
-- A tour's verified_review_count and verified_rating_sum are the count and rating sum of its
-- visible reviews (hidden_at null), kept here for every way a review changes: posted, hidden or
-- shown again, its rating changed, deleted (by hand, or with its tour). Each change adds its
-- difference under the tour row's lock, so concurrent reviews of one tour never lose a count.
CREATE FUNCTION "tour_review_aggregates"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_count integer := 0;
  old_sum integer := 0;
  new_count integer := 0;
  new_sum integer := 0;
BEGIN
  -- A backup being loaded (db:import) brings the figures with it, recounted at the end.
  IF current_setting('bangla_tours.importing', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.hidden_at IS NULL THEN
    old_count := 1;
    old_sum := OLD.rating;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.hidden_at IS NULL THEN
    new_count := 1;
    new_sum := NEW.rating;
  END IF;

  IF TG_OP = 'DELETE' THEN
    IF old_count > 0 THEN
      UPDATE "places" SET "verified_review_count" = "verified_review_count" - old_count,
                          "verified_rating_sum" = "verified_rating_sum" - old_sum
        WHERE "id" = OLD.tour_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.tour_id IS DISTINCT FROM NEW.tour_id THEN
    IF old_count > 0 THEN
      UPDATE "places" SET "verified_review_count" = "verified_review_count" - old_count,
                          "verified_rating_sum" = "verified_rating_sum" - old_sum
        WHERE "id" = OLD.tour_id;
    END IF;
    old_count := 0;
    old_sum := 0;
  END IF;
  IF new_count = old_count AND new_sum = old_sum THEN
    RETURN NULL;
  END IF;
  UPDATE "places" SET "verified_review_count" = "verified_review_count" + (new_count - old_count),
                      "verified_rating_sum" = "verified_rating_sum" + (new_sum - old_sum)
    WHERE "id" = NEW.tour_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tour_reviews_aggregates"
  AFTER INSERT OR DELETE OR UPDATE OF "hidden_at", "rating", "tour_id"
  ON "tour_reviews" FOR EACH ROW EXECUTE FUNCTION "tour_review_aggregates"();
--> statement-breakpoint
-- Tour reviews are public content cached with the catalogue (a tour's page, its JSON-LD): a
-- change empties the same caches (see 0005). A change of the figures also updates places,
-- whose own trigger notifies; this one covers changes that leave them as they were.
CREATE TRIGGER "tour_reviews_notify_catalog_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
