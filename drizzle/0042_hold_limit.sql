ALTER TABLE "orders" ADD COLUMN "hold_limit_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: the holds running now get their limit (their end and a payment's hour), so an
-- old booking cannot be renewed for ever either. Only unpaid live holds have an end
-- (orders_hold_expiry_idx's rows).
UPDATE "orders" SET "hold_limit_at" = "hold_expires_at" + interval '1 hour'
  WHERE "hold_expires_at" IS NOT NULL AND "is_paid" = false AND "cancelled_at" IS NULL;
