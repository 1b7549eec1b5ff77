ALTER TABLE "orders" ADD COLUMN "tour_name_bn" text;--> statement-breakpoint
-- hand-written: orders booked before keep the Bangla name their tour has now, where the tour
-- still has the name they were booked under.
UPDATE "orders" SET "tour_name_bn" = "places"."name_bn" FROM "places" WHERE "places"."id" = "orders"."tour_id" AND "places"."name" = "orders"."tour_name" AND "places"."name_bn" IS NOT NULL;
