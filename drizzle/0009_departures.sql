CREATE TABLE "departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"date" date NOT NULL,
	"capacity" integer NOT NULL,
	"price_cents" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_capacity_range" CHECK ("departures"."capacity" between 1 and 1000),
	CONSTRAINT "departures_price_nonnegative" CHECK ("departures"."price_cents" is null or "departures"."price_cents" >= 0),
	CONSTRAINT "departures_state" CHECK ("departures"."state" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "departures_seats_nonnegative" CHECK ("departures"."seats_taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
-- Orders from before this migration get a booking reference too: BT- and six characters from
-- an alphabet without 0/O and 1/I; the rare duplicate drawn again until none is left.
CREATE FUNCTION "pg_temp"."new_booking_reference"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'BT-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
  FROM generate_series(1, 6)
$$;
--> statement-breakpoint
UPDATE "orders" SET "reference" = "pg_temp"."new_booking_reference"();--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "orders" SET "reference" = "pg_temp"."new_booking_reference"()
      WHERE "id" IN (
        SELECT "id" FROM (
          SELECT "id", row_number() OVER (PARTITION BY "reference" ORDER BY "id") AS n FROM "orders"
        ) AS numbered WHERE n > 1
      );
    EXIT WHEN NOT FOUND;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "departure_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "departure_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "travellers" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_places_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departures_tour_date_idx" ON "departures" USING btree ("tour_id","date");--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_departure_id_idx" ON "orders" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."is_paid" = false and "orders"."cancelled_at" is null and "orders"."expired_at" is null and "orders"."hold_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_travellers_range" CHECK ("orders"."travellers" between 1 and 20);
--> statement-breakpoint
-- A departure's seats_taken is the travellers of its live orders (unpaid holds not expired, and
-- paid ones), kept here for every way an order changes. A new or renewed unpaid hold beyond the
-- capacity is refused (SQLSTATE BT409, "departure full"): the departure's row lock taken by the
-- UPDATE orders concurrent bookings, so the last seat is sold once. A payment confirmed for an
-- order is never refused here: the money moved, so the seat is counted even past the capacity
-- (shown to admins as an overbooking).
CREATE FUNCTION "order_departure_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_live integer := 0;
  new_live integer := 0;
  taken integer;
  cap integer;
BEGIN
  -- A backup being loaded (db:import) brings its seat counts with it, recounted at the end.
  IF current_setting('bangla_tours.importing', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD.departure_id IS NOT NULL AND OLD.cancelled_at IS NULL
       AND (OLD.is_paid OR OLD.expired_at IS NULL) THEN
      old_live := OLD.travellers;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.departure_id IS NOT NULL AND NEW.cancelled_at IS NULL
       AND (NEW.is_paid OR NEW.expired_at IS NULL) THEN
      new_live := NEW.travellers;
    END IF;
  END IF;

  IF TG_OP = 'UPDATE' AND OLD.departure_id IS DISTINCT FROM NEW.departure_id THEN
    IF old_live > 0 THEN
      UPDATE "departures" SET "seats_taken" = "seats_taken" - old_live WHERE "id" = OLD.departure_id;
    END IF;
    old_live := 0;
  END IF;
  IF new_live = old_live THEN
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    UPDATE "departures" SET "seats_taken" = "seats_taken" - old_live WHERE "id" = OLD.departure_id;
    RETURN NULL;
  END IF;
  UPDATE "departures" SET "seats_taken" = "seats_taken" + (new_live - old_live)
    WHERE "id" = COALESCE(NEW.departure_id, OLD.departure_id)
    RETURNING "seats_taken", "capacity" INTO taken, cap;
  IF new_live > old_live AND NOT NEW.is_paid AND taken > cap THEN
    RAISE EXCEPTION 'departure % is full', NEW.departure_id USING ERRCODE = 'BT409';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_departure_seats"
  AFTER INSERT OR DELETE OR UPDATE OF "departure_id", "travellers", "is_paid", "cancelled_at", "expired_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_departure_seats"();
