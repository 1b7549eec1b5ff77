ALTER TABLE "orders" ADD COLUMN "payment_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_check_idx" ON "orders" USING btree ("payment_check_at") WHERE "orders"."payment_check_at" is not null;--> statement-breakpoint
-- Intents opened before the reconciler existed and never recorded: asked about at its first round.
UPDATE "orders" SET "payment_check_at" = now()
WHERE "payment_intent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."key" = 'payment:' || "orders"."payment_intent_id");
