CREATE TABLE "departure_extras" (
	"departure_id" uuid NOT NULL,
	"extra_id" text NOT NULL,
	"stock" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departure_extras_departure_id_extra_id_pk" PRIMARY KEY("departure_id","extra_id"),
	CONSTRAINT "departure_extras_taken_nonnegative" CHECK ("departure_extras"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "party" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup" jsonb;--> statement-breakpoint
ALTER TABLE "departure_extras" ADD CONSTRAINT "departure_extras_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_start_time" CHECK ("departures"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
-- A departure's extras taken are the extras of its live orders (the seats' rule, migration 0011),
-- every extra counted, with its stock as the tour's pricing says now (null: no limit). A new or
-- larger unpaid hold beyond the stock is refused inside its own statement, as seats are; money
-- paid is never refused.
CREATE OR REPLACE FUNCTION "order_departure_extras"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_live boolean := false;
  new_live boolean := false;
  line jsonb;
  extra_stock integer;
  now_taken integer;
BEGIN
  IF current_setting('bangla_tours.importing', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_live := OLD.departure_id IS NOT NULL AND OLD.extras IS NOT NULL AND OLD.cancelled_at IS NULL
      AND (OLD.is_paid OR OLD.paid_cents > 0 OR OLD.expired_at IS NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_live := NEW.departure_id IS NOT NULL AND NEW.extras IS NOT NULL AND NEW.cancelled_at IS NULL
      AND (NEW.is_paid OR NEW.paid_cents > 0 OR NEW.expired_at IS NULL);
  END IF;
  IF TG_OP = 'UPDATE' AND old_live = new_live AND OLD.departure_id IS NOT DISTINCT FROM NEW.departure_id
     AND OLD.extras IS NOT DISTINCT FROM NEW.extras THEN
    RETURN NULL;
  END IF;

  IF old_live THEN
    UPDATE "departure_extras" d SET "taken" = d."taken" - (l->>'quantity')::integer
      FROM jsonb_array_elements(OLD.extras) l
      WHERE d."departure_id" = OLD.departure_id AND d."extra_id" = l->>'id';
  END IF;
  IF NOT new_live THEN
    RETURN NULL;
  END IF;
  FOR line IN SELECT value FROM jsonb_array_elements(NEW.extras) LOOP
    SELECT (e->>'stock')::integer INTO extra_stock
      FROM "places" p, jsonb_array_elements(coalesce(p."pricing"->'extras', '[]'::jsonb)) e
      WHERE p."id" = NEW.tour_id AND e->>'id' = line->>'id';
    INSERT INTO "departure_extras" AS d ("departure_id", "extra_id", "stock", "taken")
      VALUES (NEW.departure_id, line->>'id', extra_stock, (line->>'quantity')::integer)
      ON CONFLICT ("departure_id", "extra_id")
      DO UPDATE SET "taken" = d."taken" + excluded."taken", "stock" = excluded."stock"
      RETURNING "taken" INTO now_taken;
    IF extra_stock IS NOT NULL AND now_taken > extra_stock AND NOT NEW.is_paid AND NEW.paid_cents = 0 THEN
      RAISE EXCEPTION 'extra % of departure % is sold out', line->>'id', NEW.departure_id
        USING ERRCODE = 'BT410';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_departure_extras"
  AFTER INSERT OR DELETE OR UPDATE OF "departure_id", "extras", "is_paid", "paid_cents", "cancelled_at", "expired_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_departure_extras"();
