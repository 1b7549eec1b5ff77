CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"intent_id" text NOT NULL,
	"refund_id" text,
	"key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_key_unique" UNIQUE("key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "balance_due_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "cancel_total" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_intent_id_sandbox_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."sandbox_payment_intents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_refund_idx" ON "payments" USING btree ("created_at") WHERE "payments"."kind" = 'refund' and "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_refund_id_idx" ON "payments" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("balance_due_on") WHERE "orders"."balance_due_on" is not null and "orders"."is_paid" = false and "orders"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_deposit_range" CHECK ("places"."deposit_percent" is null or "places"."deposit_percent" between 1 and 90);--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_balance_days_range" CHECK ("places"."balance_due_days" between 0 and 120);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_consistent" CHECK ("orders"."paid_cents" >= 0 and "orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."paid_cents");--> statement-breakpoint
UPDATE "orders" SET "paid_cents" = coalesce("amount_cents", "tour_price_cents") WHERE "is_paid";--> statement-breakpoint
INSERT INTO "payments" ("order_id", "kind", "purpose", "amount_cents", "status", "intent_id", "key", "created_at", "settled_at")
  SELECT "id", 'payment', 'full', "paid_cents", 'succeeded',
         coalesce("transaction_ref", 'legacy-' || "id"::text),
         'payment:' || coalesce("transaction_ref", 'legacy-' || "id"::text),
         coalesce("paid_at", "created_at"), coalesce("paid_at", "created_at")
  FROM "orders" WHERE "is_paid" AND "paid_cents" > 0;--> statement-breakpoint
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'BT403';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "payments_never_deleted" BEFORE DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "append_only"();
--> statement-breakpoint
-- An order that money was paid on keeps its seats like a paid one (a deposit, or a payment
-- that landed after its hold ran out), and a payment is never refused for want of seats.
CREATE OR REPLACE FUNCTION "order_departure_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_live integer := 0;
  new_live integer := 0;
  taken integer;
  cap integer;
BEGIN
  IF current_setting('bangla_tours.importing', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD.departure_id IS NOT NULL AND OLD.cancelled_at IS NULL
       AND (OLD.is_paid OR OLD.paid_cents > 0 OR OLD.expired_at IS NULL) THEN
      old_live := OLD.travellers;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.departure_id IS NOT NULL AND NEW.cancelled_at IS NULL
       AND (NEW.is_paid OR NEW.paid_cents > 0 OR NEW.expired_at IS NULL) THEN
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
  IF new_live > old_live AND NOT NEW.is_paid AND NEW.paid_cents = 0 AND taken > cap THEN
    RAISE EXCEPTION 'departure % is full', NEW.departure_id USING ERRCODE = 'BT409';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_departure_seats" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_departure_seats"
  AFTER INSERT OR DELETE OR UPDATE OF "departure_id", "travellers", "is_paid", "paid_cents", "cancelled_at", "expired_at"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_departure_seats"();
