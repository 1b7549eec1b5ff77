CREATE TABLE "gift_voucher_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"order_id" uuid,
	"key" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_voucher_entries_nonzero" CHECK ("gift_voucher_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"balance_minor" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"order_id" uuid,
	"buyer_id" text,
	"from_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"deliver_by" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"message" text,
	"deliver_on" date NOT NULL,
	"delivered_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"expires_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "gift_vouchers_amount_positive" CHECK ("gift_vouchers"."amount_minor" > 0),
	CONSTRAINT "gift_vouchers_balance_range" CHECK ("gift_vouchers"."balance_minor" >= 0 and "gift_vouchers"."balance_minor" <= "gift_vouchers"."amount_minor"),
	CONSTRAINT "gift_vouchers_currency_known" CHECK ("gift_vouchers"."currency" in ('usd', 'bdt')),
	CONSTRAINT "gift_vouchers_status_known" CHECK ("gift_vouchers"."status" in ('pending', 'active', 'cancelled')),
	CONSTRAINT "gift_vouchers_recipient" CHECK (("gift_vouchers"."deliver_by" = 'email' and "gift_vouchers"."recipient_email" is not null) or ("gift_vouchers"."deliver_by" = 'sms' and "gift_vouchers"."recipient_phone" is not null)),
	CONSTRAINT "gift_vouchers_sold_has_order" CHECK (("gift_vouchers"."origin" = 'sold') = ("gift_vouchers"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sale" text;--> statement-breakpoint
ALTER TABLE "gift_voucher_entries" ADD CONSTRAINT "gift_voucher_entries_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_entries" ADD CONSTRAINT "gift_voucher_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_voucher_entries_key_idx" ON "gift_voucher_entries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "gift_voucher_entries_voucher_idx" ON "gift_voucher_entries" USING btree ("voucher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_idx" ON "gift_vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_order_idx" ON "gift_vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_created_idx" ON "gift_vouchers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_buyer_idx" ON "gift_vouchers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_vouchers_delivery_idx" ON "gift_vouchers" USING btree ("deliver_on") WHERE "gift_vouchers"."status" = 'active' and "gift_vouchers"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sale_known" CHECK ("orders"."sale" in ('gift-voucher'));--> statement-breakpoint
-- A sold voucher comes alive in the transaction that records its sale's payment (decision 054):
-- the first time its order is paid in full, its balance is its face value, once.
CREATE FUNCTION "gift_voucher_sold"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  voucher record;
BEGIN
  UPDATE "gift_vouchers" SET "status" = 'active', "balance_minor" = "amount_minor"
    WHERE "order_id" = NEW."id" AND "status" = 'pending'
    RETURNING "id", "amount_minor" INTO voucher;
  IF FOUND THEN
    INSERT INTO "gift_voucher_entries" ("voucher_id", "kind", "amount_minor", "order_id", "key")
      VALUES (voucher."id", 'sold', voucher."amount_minor", NEW."id", 'sold:' || NEW."id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_gift_voucher_sold" AFTER UPDATE OF "is_paid" ON "orders"
  FOR EACH ROW WHEN (NEW."is_paid" AND NOT OLD."is_paid" AND NEW."sale" = 'gift-voucher')
  EXECUTE FUNCTION "gift_voucher_sold"();--> statement-breakpoint
CREATE TRIGGER "gift_voucher_entries_never_deleted" BEFORE UPDATE OR DELETE ON "gift_voucher_entries"
  FOR EACH ROW EXECUTE FUNCTION "append_only"();
