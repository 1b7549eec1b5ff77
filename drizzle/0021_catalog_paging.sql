CREATE INDEX "places_listed_price_idx" ON "places" USING btree ("price_cents","place_id") WHERE "places"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "places_listed_price_desc_idx" ON "places" USING btree ("price_cents" DESC NULLS FIRST,"place_id") WHERE "places"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "places_listed_division_idx" ON "places" USING btree ("division_id","place_id") WHERE "places"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_visible_newest_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
-- hand-written:
-- The rating sorts' pages: the displayed rating exactly as place-row.ts's displayedRating
-- computes it (an expression index serves only the same expression), then placeId.
CREATE INDEX "places_listed_rating_idx" ON "places" USING btree ((round(case when "verified_review_count" = 0 then "rating"::numeric else (round("rating"::numeric, 1) * "review_count" + "verified_rating_sum") / ("review_count" + "verified_review_count") end, 1)), "place_id") WHERE "archived_at" is null;--> statement-breakpoint
CREATE INDEX "places_listed_rating_desc_idx" ON "places" USING btree ((round(case when "verified_review_count" = 0 then "rating"::numeric else (round("rating"::numeric, 1) * "review_count" + "verified_rating_sum") / ("review_count" + "verified_review_count") end, 1)) DESC NULLS FIRST, "place_id") WHERE "archived_at" is null;
