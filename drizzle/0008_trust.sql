CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tour_id_idx" ON "orders" USING btree ("tour_id");--> statement-breakpoint
-- Databases from before this migration may hold several open sandbox intents for one order:
-- keep the newest open, cancel the others, so the one-open-intent index can be built.
UPDATE "sandbox_payment_intents" SET "status" = 'canceled'
  WHERE "status" = 'requires_payment_method'
    AND "id" NOT IN (
      SELECT DISTINCT ON ("order_id") "id" FROM "sandbox_payment_intents"
      WHERE "status" = 'requires_payment_method'
      ORDER BY "order_id", "created_at" DESC
    );--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_open_order_idx" ON "sandbox_payment_intents" USING btree ("order_id") WHERE "sandbox_payment_intents"."status" = 'requires_payment_method';