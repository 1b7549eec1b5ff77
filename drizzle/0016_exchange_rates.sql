CREATE TABLE "exchange_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"paisa_per_dollar" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" text,
	CONSTRAINT "exchange_rates_paisa_range" CHECK ("exchange_rates"."paisa_per_dollar" between 100 and 100000)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Pages show prices in taka at the current rate, so a new rate is a catalogue change: it empties
-- the same caches (the catalogue's answers, rendered pages; see 0005) on every instance.
CREATE TRIGGER "exchange_rates_notify_catalog_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
