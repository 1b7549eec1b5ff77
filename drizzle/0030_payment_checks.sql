CREATE TABLE "payment_checks" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "orders_payment_check_idx";--> statement-breakpoint
ALTER TABLE "payment_checks" ADD CONSTRAINT "payment_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_checks_due_idx" ON "payment_checks" USING btree ("check_at") WHERE "payment_checks"."check_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_checks_order_idx" ON "payment_checks" USING btree ("order_id");--> statement-breakpoint
-- hand-written: every intent the orders' checks were waiting on moves here before the column goes.
INSERT INTO "payment_checks" ("intent_id", "order_id", "check_at") SELECT "payment_intent_id", "id", "payment_check_at" FROM "orders" WHERE "payment_intent_id" IS NOT NULL AND "payment_check_at" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_check_at";